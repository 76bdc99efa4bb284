/**
 * A test wallet for the UTXO engine: BIP39 seed → account xpubs (what the signer hands main)
 * and `keys`, the signer's own key capability over the seed (phraseKeys: the account lent
 * once per signature, every node wiped). Addresses and `getPrivateKey` use @scure/bip32 here
 * so the tests do not depend on the signer's derive module.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { XpubAccount } from '../../main/chains/utxo/logic/account';
import type { InputType } from '../../main/chains/utxo/params';
import type { NetworkKind } from '../../shared/chains/validate/result';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import type { SecpKeys } from '../../signer/chains/keys/types';
import { signUtxo, type SignUtxoResult } from '../../signer/chains/utxo/sign';
import type { UtxoSignIntent } from '../../signer/chains/utxo/checkIntent';

export const TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PURPOSE: Record<InputType, number> = { p2pkh: 44, 'p2sh-p2wpkh': 49, p2wpkh: 84, p2tr: 86 };

export interface TestWallet {
  account(type: InputType, accountIndex?: number): XpubAccount;
  getPrivateKey(path: string): Uint8Array;
  keys: SecpKeys;
  sign(chain: string, network: NetworkKind, psbt: string, intent: UtxoSignIntent): SignUtxoResult;
}

export function testWallet(mnemonic = TEST_MNEMONIC, coinType = 1): TestWallet {
  const seed = mnemonicToSeedSync(mnemonic);
  const root = HDKey.fromMasterSeed(seed);
  // hardened account nodes are cached so a test's reference keys cost two child steps
  const nodes = new Map<string, HDKey>();
  const getPrivateKey = (path: string): Uint8Array => {
    const parts = path.split('/');
    const accountPath = parts.slice(0, 4).join('/');
    let node = nodes.get(accountPath);
    if (!node) nodes.set(accountPath, (node = root.derive(accountPath)));
    const rest = parts.slice(4).join('/');
    const k = (rest ? node.derive(`m/${rest}`) : node).privateKey;
    if (!k) throw new Error('no private key');
    return Uint8Array.from(k);
  };
  const keys = phraseKeys(seed).secp;
  return {
    account(type, accountIndex = 0) {
      const path = `m/${PURPOSE[type]}'/${coinType}'/${accountIndex}'`;
      return { xpub: root.derive(path).publicExtendedKey, type, path, fingerprint: root.fingerprint };
    },
    getPrivateKey,
    keys,
    sign: (chain, network, psbt, intent) => signUtxo({ chain, network, psbt, intent, keys }),
  };
}
