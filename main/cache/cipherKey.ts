import { AppError } from '../../shared/errors';
import { CacheOpenError } from './cacheErrors';
import type { Db } from './connection';

/** The signer derives exactly this many key bytes for the cache at unlock. */
export const CACHE_KEY_BYTES = 32;

/**
 * SQLite3 Multiple Ciphers' ChaCha20-Poly1305 scheme (the sqleet format): every page is
 * encrypted and authenticated, so a flipped byte or a wrong key is refused, never read as
 * garbage. Pinned rather than left to the library default, so that a future default cannot
 * make existing files unreadable.
 */
const CIPHER = 'chacha20';

/**
 * sqlite3mc skips its passphrase KDF when the key is `raw:` followed by exactly the cipher's
 * key length in bytes. The signer's key is already the output of a KDF, so running PBKDF2
 * again would only slow every unlock. sqlite3mc also takes SQLCipher's `x'<hex>'` text form
 * for the same raw key (tests use it as an independent way in); the binary `raw:` form is used
 * here so that no JS string, which cannot be wiped, ever holds the key.
 */
const RAW_PREFIX = Buffer.from('raw:', 'ascii');

function withRawKey(key: Uint8Array, use: (material: Buffer) => void): void {
  if (!(key instanceof Uint8Array) || key.length !== CACHE_KEY_BYTES) {
    throw new AppError('BAD_INPUT', `The cache key must be ${CACHE_KEY_BYTES} bytes`);
  }
  const material = Buffer.alloc(RAW_PREFIX.length + CACHE_KEY_BYTES);
  RAW_PREFIX.copy(material, 0);
  material.set(key, RAW_PREFIX.length);
  try {
    use(material);
  } finally {
    material.fill(0);
  }
}

/** Keys a freshly opened connection; must run before any other statement. */
export function applyKey(db: Db, key: Uint8Array): void {
  db.pragma(`cipher = '${CIPHER}'`);
  withRawKey(key, (m) => db.key(m));
}

/** Re-encrypts every page under `key`; the caller has left WAL mode (sqlite3mc requires it). */
export function applyRekey(db: Db, key: Uint8Array): void {
  db.pragma(`cipher = '${CIPHER}'`);
  withRawKey(key, (m) => db.rekey(m));
}

/**
 * sqlite3mc only tries the key when a page is first read, so read the schema now: a wrong
 * key (or a damaged first page) shows up here as SQLITE_NOTADB instead of at some later
 * query in a service.
 */
export function verifyKey(db: Db): void {
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').pluck().get();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw new CacheOpenError('KEY_MISMATCH');
    throw e;
  }
}
