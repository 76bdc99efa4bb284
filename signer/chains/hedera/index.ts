import { decodeHederaPrivateKey } from '../../../shared/chains/validate/hedera';
import type { ChainSigner } from '../types';
import { hederaSigner } from './derive';

export { hederaSigner } from './derive';

/** Hedera: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'hedera',
  ...hederaSigner,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeHederaPrivateKey(text) }),
};
