/**
 * The real TON signer in-process for main's integration tests (main/ may not import signer/):
 * the abandon phrase's keys, signTransfer's generic checks, then signer/chains/ton's decode,
 * intent check and ed25519 signature. Returns what the signer process would hand back.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntent } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import { loadFamilySigning } from '../../signer/chains/registry';
import { signTransfer } from '../../signer/chains/signing';
import { tonSigner } from '../../signer/chains/ton';

// the signer loads a family's signing code on its first request; these tests sign in-process
await loadFamilySigning('ton');

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);
const keys = phraseKeys(seed);

export const tonPath = (index: number) => `m/44'/607'/${index}'`;

/** The abandon wallet's account `index` as the signer derives it on the local profile (regtest). */
export function abandonTonAccount(index: number) {
  return tonSigner.deriveFromSeed(seed, tonPath(index), { network: 'regtest' });
}

/** Signs main's unsigned external message as account `index` of the abandon wallet. */
export function signTonWithRealSigner(unsigned: string, intent: SignIntent, index = 0): string {
  return signTransfer({
    chainName: 'ton',
    network: 'regtest',
    unsigned,
    intent,
    activePath: tonPath(index),
    keys,
    replacing: null,
    history: () => [],
  }).signed;
}
