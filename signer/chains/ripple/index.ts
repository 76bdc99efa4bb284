import type { ChainSigner } from '../types';
import { rippleSigner } from './derive';

export { rippleSigner } from './derive';

/** XRP Ledger: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'ripple',
  ...rippleSigner,
};
