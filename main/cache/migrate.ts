import { CacheOpenError } from './cacheErrors';
import type { Db } from './connection';
import type { Migration } from './migrations';

/**
 * Brings the schema to the last version in `migrations`, all steps in one transaction: a
 * crash or a failing step leaves the file at its old version, never half-migrated
 * (`user_version` lives in the page-1 header, so it commits or rolls back with the steps).
 * A file newer than every known step is refused untouched. Returns the version now in force.
 */
export function migrate(db: Db, migrations: readonly Migration[]): number {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${i} must have version ${i + 1}`);
  });
  const latest = migrations.length;
  const run = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > latest) throw new CacheOpenError('NEWER_SCHEMA');
    for (const m of migrations.slice(current)) {
      db.exec(m.sql);
      // PRAGMA takes no bound parameters; the version is an integer from our own list.
      db.pragma(`user_version = ${m.version}`);
    }
    return latest;
  });
  // IMMEDIATE: two processes opening the same file must not both read version N and race.
  return run.immediate();
}
