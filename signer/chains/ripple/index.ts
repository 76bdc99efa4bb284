import { decodeRipplePrivateKey } from '../../../shared/chains/ripple/rippleKeys';
import type { ChainSigner } from '../types';
import { rippleSigner } from './derive';
import { signRipple } from './transferSigner';

export { rippleSigner } from './derive';

/** XRP Ledger: derivation, and XRP Payments signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'ripple',
  ...rippleSigner,
  sign: signRipple,
  importedKey(text) {
    const key = decodeRipplePrivateKey(text);
    return key.curve === 'secp256k1'
      ? { curve: 'secp256k1', privateKey: key.privateKey, compressed: true }
      : { curve: 'ed25519', privateKey: key.privateKey };
  },
};
