import { decodeStellarSecret } from '../../../shared/chains/validate/stellar';
import type { ChainSigner } from '../types';
import { stellarSigner } from './derive';

export { stellarSigner } from './derive';

/** Stellar: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'stellar',
  ...stellarSigner,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeStellarSecret(text) }),
};
