import type Database from 'better-sqlite3-multiple-ciphers';
import { lockedError } from './cacheErrors';

export type Db = Database.Database;
export type Stmt<R> = Database.Statement<unknown[], R>;

/**
 * The one handle repositories hold. It compiles each SQL text once per connection and, once
 * closed, turns every call into `LOCKED`, so a repo kept by a service after lock cannot reach
 * a closed (or a later, re-keyed) database.
 */
export interface Connection {
  /** A prepared statement for `sql`, compiled on first use and reused after. */
  stmt<R = unknown>(sql: string): Stmt<R>;
  /** Runs `fn` in one write transaction (nested calls become savepoints). */
  tx<T>(fn: () => T): T;
  /** The open database; throws `LOCKED` after close. */
  readonly db: Db;
  readonly isOpen: boolean;
  close(): void;
}

export function createConnection(database: Db): Connection {
  let db: Db | null = database;
  const cache = new Map<string, Stmt<unknown>>();

  const open = (): Db => {
    if (!db) throw lockedError();
    return db;
  };

  return {
    stmt<R>(sql: string): Stmt<R> {
      const d = open();
      let s = cache.get(sql);
      if (!s) {
        s = d.prepare<unknown[], unknown>(sql);
        cache.set(sql, s);
      }
      return s as Stmt<R>;
    },
    tx<T>(fn: () => T): T {
      // IMMEDIATE takes the write lock up front: a deferred transaction that reads and then
      // writes can fail with SQLITE_BUSY midway instead of waiting on the busy timeout.
      return open().transaction(fn).immediate();
    },
    get db(): Db {
      return open();
    },
    get isOpen(): boolean {
      return db !== null;
    },
    close(): void {
      if (!db) return;
      const d = db;
      db = null;
      cache.clear();
      d.close();
    },
  };
}
