import { decodeCosmosPrivateKey } from '../../../shared/chains/cosmos/validate';
import type { ChainSigner } from '../types';
import { cosmosSigner } from './derive';
import { signCosmos } from './transferSigner';

export { cosmosSigner } from './derive';

/** Cosmos Hub and THORChain: derivation, and bank sends signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'cosmos',
  ...cosmosSigner,
  sign: signCosmos,
  importedKey: (text) => ({ curve: 'secp256k1', privateKey: decodeCosmosPrivateKey(text), compressed: true }),
};
