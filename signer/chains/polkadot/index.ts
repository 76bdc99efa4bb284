import type { ChainSigner } from '../types';
import { polkadotSigner } from './derive';

export { polkadotSigner } from './derive';

/** Polkadot (ed25519 and sr25519): derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'polkadot',
  ...polkadotSigner,
};
