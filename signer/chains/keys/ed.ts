import { ed25519 } from '@noble/curves/ed25519.js';
import { AppError } from '../../../shared/errors';
import type { EdKeys } from './types';

/** Lends the 32-byte ed25519 seed at `path` to `use` and wipes it once `use` returns or throws. */
export type LendEdKey = <T>(path: string, use: (privateKey: Uint8Array) => T) => T;

/** The ed25519 capability over a key lender; public keys are remembered per path. */
export function edKeysOver(lend: LendEdKey): EdKeys {
  const publicKeys = new Map<string, Uint8Array>();
  return {
    publicKey(path) {
      let key = publicKeys.get(path);
      if (!key) {
        key = lend(path, (privateKey) => ed25519.getPublicKey(privateKey));
        publicKeys.set(path, key);
      }
      return Uint8Array.from(key);
    },
    sign(path, message) {
      return lend(path, (privateKey) => ed25519.sign(message, privateKey));
    },
  };
}

/** A lender over an imported key decoded afresh for each use (path ''), wiped after it. */
export function importedEdLender(decode: () => Uint8Array): LendEdKey {
  return (path, use) => {
    if (path !== '') throw new AppError('BAD_INPUT', 'A private-key wallet has no derivation paths');
    const privateKey = decode();
    try {
      return use(privateKey);
    } finally {
      privateKey.fill(0);
    }
  };
}
