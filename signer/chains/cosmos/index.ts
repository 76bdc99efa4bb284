import { decodeCosmosPrivateKey } from '../../../shared/chains/validate/cosmos';
import type { ChainSigner } from '../types';
import { cosmosSigner } from './derive';

export { cosmosSigner } from './derive';

/** Cosmos Hub and THORChain: derivation; no transfers signed yet. */
export const chainSigner: ChainSigner = {
  family: 'cosmos',
  ...cosmosSigner,
  importedKey: (text) => ({ curve: 'secp256k1', privateKey: decodeCosmosPrivateKey(text), compressed: true }),
};
