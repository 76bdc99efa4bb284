/**
 * Keys of the abandon phrase at m/44'/3030'/0'/0'/i' (the SDK's toStandardEd25519PrivateKey),
 * derived by the signer's own code, for tests on main's side (which may not import signer/).
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import { hederaSigner } from '../../signer/chains/hedera/derive';

export const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);

export const hederaPathOf = (i: number) => `m/44'/3030'/0'/0'/${i}'`;

/** address: the key in DER hex (the coin's address); publicKey: the raw 32-byte key, hex */
export const hederaKeyOf = (i: number) => hederaSigner.deriveFromSeed(seed, hederaPathOf(i));
