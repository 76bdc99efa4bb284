import { decodeStellarSecret } from '../../../shared/chains/stellar/validate';
import type { ChainSigner } from '../types';
import { stellarSigner } from './derive';
import { signStellar } from './transferSigner';

export { stellarSigner } from './derive';

/** Stellar: derivation, and payments, account creations and trustlines signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'stellar',
  ...stellarSigner,
  sign: signStellar,
  // the S… secret seed: its 32-byte ed25519 seed
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeStellarSecret(text) }),
};
