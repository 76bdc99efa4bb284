import { decodeEvmPrivateKey } from '../../../shared/chains/evm/validate';
import type { ChainSigner } from '../types';
import { evmSigner } from './derive';
import { signEvm } from './transferSigner';

export { evmSigner } from './derive';

/** The 16 EVM chains: derivation, and transfers signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'evm',
  ...evmSigner,
  sign: signEvm,
  importedKey: (text) => ({ curve: 'secp256k1', privateKey: decodeEvmPrivateKey(text), compressed: true }),
};
