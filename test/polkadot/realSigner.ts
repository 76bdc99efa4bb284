/**
 * The real Polkadot signer in-process for main's integration tests (main/ may not import
 * signer/): the abandon phrase's keys, signTransfer's generic checks, then
 * signer/chains/polkadot's decode, intent check and signature. Returns the signed extrinsic.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntent } from '../../shared/signer/protocol';
import { importedKeys, phraseKeys } from '../../signer/chains/keys/walletKeys';
import type { Keys } from '../../signer/chains/keys/types';
import { polkadotSigner } from '../../signer/chains/polkadot/derive';
import { chainSigner } from '../../signer/chains/polkadot/index';
import { loadFamilySigning } from '../../signer/chains/registry';
import { signTransfer } from '../../signer/chains/signing';

// the signer loads a family's signing code on its first request; these tests sign in-process
await loadFamilySigning('polkadot');

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);
const keys = phraseKeys(seed, { phrase: ABANDON, passphrase: '' });

export const polkadotPath = (i: number) => `m/44'/354'/${i}'/0'/0'`;
/** the abandon wallet's ed25519 account `i` on the local profile (ss58 42) */
export const polkadotAddressAt = (i: number) =>
  polkadotSigner.deriveFromSeed(seed, polkadotPath(i), { network: 'regtest' }).address;

/** a private-key wallet of `key` (a 32-byte ed25519 seed or a 64-byte sr25519 secret) and its address */
export function importedPolkadotWallet(key: string): { keys: Keys; address: string } {
  return {
    keys: importedKeys('polkadot', () => chainSigner.importedKey!(key, 'polkadot', 'regtest')),
    address: polkadotSigner.addressFromPrivateKey(key, { network: 'regtest' }).address,
  };
}

export function signPolkadotWithRealSigner(
  unsigned: string,
  intent: SignIntent,
  path: string,
  withKeys: Keys = keys,
): string {
  return signTransfer({
    chainName: 'polkadot',
    network: 'regtest',
    unsigned,
    intent,
    activePath: path,
    keys: withKeys,
    replacing: null,
    history: () => [],
  }).signed;
}
