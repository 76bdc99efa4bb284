import { getBytes, Wallet } from 'ethers';
import type { Keys } from '../../signer/chains/keys/types';
import { importedKeys, phraseKeys } from '../../signer/chains/keys/walletKeys';

/** anvil's first well-known key: the same address a local node funds */
export const TEST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const TEST_ADDRESS = new Wallet(TEST_KEY).address;

export function importedTestKeys(chainName = 'ethereum'): Keys {
  return importedKeys(chainName, () => ({
    curve: 'secp256k1',
    privateKey: getBytes(TEST_KEY),
    compressed: true,
  }));
}

export { phraseKeys };
