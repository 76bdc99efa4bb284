import { decodeAptosPrivateKey } from '../../../shared/chains/aptos/validate';
import type { ChainSigner } from '../types';
import { aptosSigner } from './derive';
import { signAptos } from './transferSigner';

export { aptosSigner } from './derive';

/** Aptos: derivation, and APT transfers signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'aptos',
  ...aptosSigner,
  sign: signAptos,
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeAptosPrivateKey(text) }),
};
