import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3-multiple-ciphers';
import { AppError } from '../../shared/errors';
import { appStateRepo, type AppStateRepo } from './appStateRepo';
import { balancesRepo, type BalancesRepo } from './balancesRepo';
import { applyKey, applyRekey, verifyKey } from './cipherKey';
import { coinsRepo, type CoinsRepo } from './coinsRepo';
import { createConnection, type Db } from './connection';
import { derivedRepo, type DerivedRepo } from './derivedRepo';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { pendingRepo, type PendingRepo } from './pendingRepo';
import { pricesRepo, type PricesRepo } from './pricesRepo';
import { txRepo, type TxRepo } from './txRepo';
import { walletsRepo, type WalletsRepo } from './walletsRepo';

/** How long a statement waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

export interface OpenCacheOptions {
  /** the database file; its folder is created if missing */
  file: string;
  /** the 32-byte key the signer derives at unlock; never logged, not kept after opening */
  key: Uint8Array;
  /**
   * A better_sqlite3.node built for the running ABI. Node (tests, browser host) uses the one
   * npm built; Electron passes the copy from `scripts/rebuild-electron-sqlite.mjs`.
   */
  nativeBinding?: string;
  /** clock for created_at/updated_at; tests pass a fixed one */
  now?: () => number;
}

/** The open, decrypted cache. After `close()` every call throws `LOCKED`. */
export interface Cache {
  readonly wallets: WalletsRepo;
  readonly coins: CoinsRepo;
  readonly derived: DerivedRepo;
  readonly txs: TxRepo;
  readonly pending: PendingRepo;
  readonly prices: PricesRepo;
  readonly balances: BalancesRepo;
  readonly appState: AppStateRepo;
  /** runs `fn` in one transaction, so writes across repos land together or not at all */
  transaction<T>(fn: () => T): T;
  /**
   * Re-encrypts the whole file under a new key (password change). Needs the only connection
   * to the file and no open transaction.
   */
  rekey(newKey: Uint8Array): void;
  /** the schema version in force */
  readonly schemaVersion: number;
  readonly isOpen: boolean;
  close(): void;
}

/**
 * Opens (creating if needed) the encrypted cache: key, check the key, set the connection up,
 * migrate. Throws `CacheOpenError` ('KEY_MISMATCH' or 'NEWER_SCHEMA') when the file cannot be
 * used; the connection is closed again on every failure.
 */
export function openCache(opts: OpenCacheOptions): Cache {
  mkdirSync(path.dirname(opts.file), { recursive: true, mode: 0o700 });
  const db = new Database(opts.file, { timeout: BUSY_TIMEOUT_MS, nativeBinding: opts.nativeBinding });
  let version: number;
  try {
    applyKey(db, opts.key);
    verifyKey(db);
    configure(db);
    version = migrate(db, MIGRATIONS);
  } catch (e) {
    db.close();
    throw e;
  }
  // Encrypted already; owner-only keeps other local users from even copying it. SQLite gives
  // -wal and -shm the main file's mode.
  if (process.platform !== 'win32') chmodSync(opts.file, 0o600);
  return assemble(db, version, opts.now ?? Date.now);
}

function configure(db: Db): void {
  // WAL: readers never block the writer, and one fsync per checkpoint instead of per commit.
  if (db.pragma('journal_mode = WAL', { simple: true }) !== 'wal') {
    throw new AppError('INTERNAL', 'The cache could not switch to WAL mode');
  }
  // NORMAL under WAL survives any process crash (a commit is in the OS before it returns);
  // only a power cut can drop the last commits, never corrupt the file. The cache can be
  // rebuilt from the vault and the chains, so an fsync on every commit buys nothing.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Sorts and temp tables spill to plaintext temp files otherwise; keep them in memory.
  db.pragma('temp_store = MEMORY');
}

function assemble(db: Db, schemaVersion: number, now: () => number): Cache {
  const conn = createConnection(db);
  return {
    wallets: walletsRepo(conn, now),
    coins: coinsRepo(conn),
    derived: derivedRepo(conn),
    txs: txRepo(conn),
    pending: pendingRepo(conn),
    prices: pricesRepo(conn),
    balances: balancesRepo(conn),
    appState: appStateRepo(conn),
    transaction: (fn) => conn.tx(fn),
    rekey: (newKey) => rekey(conn.db, newKey),
    schemaVersion,
    get isOpen() {
      return conn.isOpen;
    },
    close: () => conn.close(),
  };
}

/**
 * sqlite3mc cannot rekey in WAL mode: checkpoint everything into the main file, switch to a
 * rollback journal for the rewrite (which keeps it atomic), then return to WAL. If it throws,
 * close the cache and delete it: it is rebuilt at the next unlock.
 */
function rekey(db: Db, newKey: Uint8Array): void {
  if (db.inTransaction) throw new AppError('INTERNAL', 'The cache cannot be rekeyed inside a transaction');
  db.pragma('wal_checkpoint(TRUNCATE)');
  if (db.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') {
    throw new AppError('INTERNAL', 'The cache could not leave WAL mode to change its key');
  }
  try {
    applyRekey(db, newKey);
  } finally {
    db.pragma('journal_mode = WAL');
  }
}
