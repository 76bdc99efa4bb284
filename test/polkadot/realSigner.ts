/**
 * The real Polkadot signer in-process for main's integration tests (main/ may not import
 * signer/): the abandon phrase's keys, signTransfer's generic checks, then
 * signer/chains/polkadot's decode, intent check and signature. Returns the signed extrinsic.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntent } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import { polkadotSigner } from '../../signer/chains/polkadot/derive';
import { signTransfer } from '../../signer/chains/signing';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);
const keys = phraseKeys(seed, { phrase: ABANDON, passphrase: '' });

export const polkadotPath = (i: number) => `m/44'/354'/${i}'/0'/0'`;
/** the abandon wallet's ed25519 account `i` on the local profile (ss58 42) */
export const polkadotAddressAt = (i: number) =>
  polkadotSigner.deriveFromSeed(seed, polkadotPath(i), { network: 'regtest' }).address;

export function signPolkadotWithRealSigner(unsigned: string, intent: SignIntent, path: string): string {
  return signTransfer({
    chainName: 'polkadot',
    network: 'regtest',
    unsigned,
    intent,
    activePath: path,
    keys,
    replacing: null,
    history: () => [],
  }).signed;
}
