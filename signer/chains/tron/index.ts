import { decodeTronPrivateKey } from '../../../shared/chains/tron/validate';
import type { ChainSigner } from '../types';
import { tronSigner } from './derive';
import { signTron } from './transferSigner';

export { tronSigner } from './derive';

/** Tron: derivation, and transactions signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'tron',
  ...tronSigner,
  sign: signTron,
  importedKey: (text) => ({ curve: 'secp256k1', privateKey: decodeTronPrivateKey(text), compressed: true }),
};
