import { AppError } from '../../shared/errors';

/** Why a cache file could not be opened; the caller picks recovery by this, not by text. */
export type CacheOpenFailure = 'KEY_MISMATCH' | 'NEWER_SCHEMA';

/**
 * Opening the cache failed for a reason the caller can act on.
 *
 * - `KEY_MISMATCH` (code `VAULT_CORRUPT`): the key does not decrypt the file. ChaCha20-Poly1305
 *   pages cannot tell a wrong key from a damaged file, and both have one remedy: the cache is
 *   rebuildable, so delete it (`deleteCacheFiles`) and open a fresh one. `LOCKED` was not
 *   chosen because the wallet *is* unlocked at this point and the UI would show the lock
 *   screen again for no reason.
 * - `NEWER_SCHEMA` (code `INTERNAL`): a newer app wrote the file; it is left untouched so
 *   that updating the app again finds it intact.
 */
export class CacheOpenError extends AppError {
  readonly reason: CacheOpenFailure;
  constructor(reason: CacheOpenFailure) {
    super(
      reason === 'KEY_MISMATCH' ? 'VAULT_CORRUPT' : 'INTERNAL',
      reason === 'KEY_MISMATCH'
        ? 'The local cache cannot be read with this wallet key'
        : 'The local cache was written by a newer version of the app',
    );
    this.name = 'CacheOpenError';
    this.reason = reason;
  }
}

/** Every call on a closed cache: the cache closes when the wallet locks. */
export function lockedError(): AppError {
  return new AppError('LOCKED', 'The wallet is locked');
}

/** A value the caller passed breaks a cache invariant (money as text, known enums). */
export function badInput(message: string): AppError {
  return new AppError('BAD_INPUT', message);
}
