import { decodeTezosSecretKey } from '../../../shared/chains/tezos/validate';
import type { ChainSigner } from '../types';
import { tezosSigner } from './derive';
import { signTezos } from './transferSigner';

export { tezosSigner } from './derive';

/** Tezos: derivation, and transfers (with the first send's reveal) signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'tezos',
  ...tezosSigner,
  sign: signTezos,
  // edsk of the 32-byte seed or of the 64-byte secret key: the 32-byte ed25519 seed
  importedKey: (text) => ({ curve: 'ed25519', privateKey: decodeTezosSecretKey(text) }),
};
