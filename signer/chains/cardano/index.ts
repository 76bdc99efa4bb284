import type { ChainSigner } from '../types';
import { cardanoSigner } from './derive';

export { cardanoSigner } from './derive';

/** Cardano (Icarus key from the phrase's entropy): derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'cardano',
  ...cardanoSigner,
};
