import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_KEY_BYTES } from '../../main/cache/cipherKey';
import { openCache, type Cache } from '../../main/cache/openCache';

/** A real cache file in a fresh temp folder, for tests and the benchmark. */
export interface TempCache {
  cache: Cache;
  file: string;
  key: Uint8Array;
  /** closes the cache (if open) and deletes the folder */
  cleanup(): void;
}

export function tempCacheFile(): { file: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wallet-cache-'));
  return { file: path.join(dir, 'cache.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function openTempCache(now?: () => number): TempCache {
  const { file, cleanup } = tempCacheFile();
  const key = randomBytes(CACHE_KEY_BYTES);
  const cache = openCache({ file, key, now });
  return {
    cache,
    file,
    key,
    cleanup: () => {
      cache.close();
      cleanup();
    },
  };
}
