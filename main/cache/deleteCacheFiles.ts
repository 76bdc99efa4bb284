import { rmSync } from 'node:fs';

/**
 * Removes the cache file with its WAL, shared-memory and rollback-journal companions. Used
 * when the key no longer opens it (e.g. a vault restored from a backup): the cache holds
 * nothing that cannot be rebuilt from the vault and the chains. Close the cache first.
 */
export function deleteCacheFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
}
