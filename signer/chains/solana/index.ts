import { decodeSolanaSecretKey } from '../../../shared/chains/validate/solana';
import type { ChainSigner } from '../types';
import { solanaSigner } from './derive';

export { solanaSigner, SOLANA_SHORT_PATH } from './derive';

/** Solana: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'solana',
  ...solanaSigner,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeSolanaSecretKey(text) }),
};
