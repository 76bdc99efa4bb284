import { decodeTronPrivateKey } from '../../../shared/chains/validate/tron';
import type { ChainSigner } from '../types';
import { tronSigner } from './derive';

export { tronSigner } from './derive';

/** Tron: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'tron',
  ...tronSigner,
  importedKey: (text) => ({ curve: 'secp256k1', privateKey: decodeTronPrivateKey(text), compressed: true }),
};
