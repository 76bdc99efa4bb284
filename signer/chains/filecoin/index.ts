import { decodeFilecoinPrivateKey } from '../../../shared/chains/filecoin/validate';
import type { ChainSigner } from '../types';
import { filecoinSigner } from './derive';
import { signFilecoin } from './transferSigner';

export { filecoinSigner } from './derive';

/** Filecoin: f1/t1 derivation, and plain sends signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'filecoin',
  ...filecoinSigner,
  sign: signFilecoin,
  importedKey: (text) => ({
    curve: 'secp256k1',
    privateKey: decodeFilecoinPrivateKey(text),
    compressed: true,
  }),
};
