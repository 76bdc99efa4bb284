import { decodeTonSeed } from '../../../shared/chains/ton/validate';
import type { ChainSigner } from '../types';
import type { EdChainSigner } from '../slip10/types';
import { tonBip39Signer } from './derive';
import { deriveFromTonMnemonic, isTonNativeMnemonic } from './tonMnemonic';
import { signTon } from './transferSigner';

export { TON_NATIVE_PATH } from './tonMnemonic';
export { tonWalletAddress } from './tonAddress';

/** The TON signer: BIP39 phrases through SLIP-10, plus TON-native phrases (asynchronous). */
export const tonSigner: EdChainSigner & {
  deriveFromTonMnemonic: typeof deriveFromTonMnemonic;
  isTonNativeMnemonic: typeof isTonNativeMnemonic;
} = { ...tonBip39Signer, deriveFromTonMnemonic, isTonNativeMnemonic };

/** TON on the signer side: derivation, and wallet v4r2 / W5 transfers signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'ton',
  ...tonSigner,
  sign: signTon,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeTonSeed(text) }),
};
