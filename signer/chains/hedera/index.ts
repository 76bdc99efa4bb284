import { decodeHederaPrivateKey } from '../../../shared/chains/hedera/validate';
import type { ChainSigner } from '../types';
import { hederaSigner } from './derive';
import { signHedera } from './transferSigner';

export { hederaSigner } from './derive';

/** Hedera: derivation, and HBAR transfers signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'hedera',
  ...hederaSigner,
  sign: signHedera,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeHederaPrivateKey(text) }),
};
