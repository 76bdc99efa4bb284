import { decodeFilecoinPrivateKey } from '../../../shared/chains/validate/filecoin';
import type { ChainSigner } from '../types';
import { filecoinSigner } from './derive';

export { filecoinSigner } from './derive';

/** Filecoin: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'filecoin',
  ...filecoinSigner,
  importedKey: (text) => ({
    curve: 'secp256k1',
    privateKey: decodeFilecoinPrivateKey(text),
    compressed: true,
  }),
};
