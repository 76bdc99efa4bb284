import { decodeSolanaSecretKey } from '../../../shared/chains/solana/validate';
import type { ChainSigner } from '../types';
import { solanaSigner } from './derive';
import { signSolana } from './transferSigner';

export { solanaSigner, SOLANA_SHORT_PATH } from './derive';

/** Solana: derivation, and transfers and stake actions signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'solana',
  ...solanaSigner,
  sign: signSolana,
  // base58 of the 64-byte secret key (or its 32-byte seed, or a keypair file): the 32-byte seed
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeSolanaSecretKey(text) }),
};
