import { CacheOpenError } from './cacheErrors';
import { deleteCacheFiles } from './deleteCacheFiles';
import { openCache, type Cache, type OpenCacheOptions } from './openCache';

export interface OpenOrResetResult {
  cache: Cache;
  /** true when the old file did not match the key and was replaced by an empty cache */
  reset: boolean;
}

/**
 * Unlock's way in: open the cache, or, when the key does not decrypt it, delete it and start
 * empty, so the caller rebuilds wallets and coins from the vault. A file from a newer app
 * version is not deleted: `NEWER_SCHEMA` is thrown on.
 */
export function openOrResetCache(opts: OpenCacheOptions): OpenOrResetResult {
  try {
    return { cache: openCache(opts), reset: false };
  } catch (e) {
    if (!(e instanceof CacheOpenError) || e.reason !== 'KEY_MISMATCH') throw e;
  }
  deleteCacheFiles(opts.file);
  return { cache: openCache(opts), reset: true };
}
