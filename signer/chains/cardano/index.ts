import type { ChainSigner } from '../types';
import { cardanoSigner } from './derive';
import { signCardano } from './transferSigner';

export { cardanoSigner } from './derive';

/**
 * Cardano (Icarus key from the phrase's entropy): derivation, and ADA transfers signed against
 * the approved intent. Imported keys derive their address but do not sign yet.
 */
export const chainSigner: ChainSigner = {
  family: 'cardano',
  ...cardanoSigner,
  sign: signCardano,
};
