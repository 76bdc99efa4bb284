import { decodeTezosSecretKey } from '../../../shared/chains/validate/tezos';
import type { ChainSigner } from '../types';
import { tezosSigner } from './derive';

export { tezosSigner } from './derive';

/** Tezos: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'tezos',
  ...tezosSigner,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeTezosSecretKey(text) }),
};
