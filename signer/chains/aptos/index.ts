import { decodeAptosPrivateKey } from '../../../shared/chains/validate/aptos';
import type { ChainSigner } from '../types';
import { aptosSigner } from './derive';

export { aptosSigner } from './derive';

/** Aptos: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'aptos',
  ...aptosSigner,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeAptosPrivateKey(text) }),
};
