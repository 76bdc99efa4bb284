import { getPublicKey, sign } from '@scure/sr25519';
import { AppError } from '../../../shared/errors';
import type { ImportedKey, SrKeys } from './types';

/** A phrase wallet's: its sr25519 keys come from its phrase at paths (signer/chains/polkadot). */
export const NO_SR_KEY: SrKeys = {
  holds: () => false,
  publicKey: () => {
    throw new AppError('BAD_INPUT', 'This wallet holds no imported sr25519 key');
  },
  sign: () => {
    throw new AppError('BAD_INPUT', 'This wallet holds no imported sr25519 key');
  },
};

/**
 * An imported sr25519 key as a capability: `secret` decodes the 64-byte secret for one use
 * (throwing when the wallet's key is on another curve) and it is wiped when the use returns.
 */
export function importedSrKeys(decode: () => ImportedKey, secret: () => Uint8Array): SrKeys {
  const use = <T>(f: (s: Uint8Array) => T): T => {
    const s = secret();
    try {
      return f(s);
    } finally {
      s.fill(0);
    }
  };
  return {
    holds() {
      const k = decode();
      k.privateKey.fill(0);
      return k.curve === 'sr25519';
    },
    publicKey: () => use(getPublicKey),
    sign: (message) => use((s) => sign(s, message)),
  };
}
