import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3-multiple-ciphers';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { CacheOpenError } from './cacheErrors';
import { deleteCacheFiles } from './deleteCacheFiles';
import { MIGRATIONS } from './migrations';
import { openCache, type Cache } from './openCache';
import { openOrResetCache } from './openOrResetCache';
import { tempCacheFile } from '../../test/cache/tempCache';

const MARKER = 'PLAINTEXT-MARKER-7f3c1e';
const newKey = (): Buffer => randomBytes(32);

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.reverse()) c();
  cleanups = [];
});

function fresh(): string {
  const t = tempCacheFile();
  cleanups.push(t.cleanup);
  return t.file;
}

function track(cache: Cache): Cache {
  cleanups.push(() => cache.close());
  return cache;
}

/**
 * A second, independent way in: SQLCipher's `x'<hex>'` raw-key syntax, which sqlite3mc
 * takes without its passphrase KDF. Reading through it checks that openCache used the bytes
 * as the ChaCha20 key itself.
 */
function rawOpen(file: string, key: Uint8Array): Database.Database {
  const db = new Database(file);
  db.pragma(`cipher = 'chacha20'`);
  db.pragma(`key = "x'${Buffer.from(key).toString('hex')}'"`);
  return db;
}

function addMarkedData(cache: Cache): void {
  cache.wallets.insert({ id: '1', name: MARKER, kind: 'phrase', chainName: null });
  cache.txs.upsertMany([
    {
      chainName: 'ethereum',
      address: '0xabc',
      contractAddress: null,
      hash: '0x01',
      amount: '1000',
      fee: null,
      status: 'confirmed',
      date: 1,
      from: '0xabc',
      to: '0xdef',
      raw: JSON.stringify({ note: MARKER }),
    },
  ]);
}

const fileBytes = (file: string): Buffer =>
  Buffer.concat(['', '-wal'].filter((s) => existsSync(file + s)).map((s) => readFileSync(file + s)));

describe('openCache', () => {
  it('creates the schema, reopens at the same version and closes', () => {
    const file = fresh();
    const key = newKey();
    const c1 = openCache({ file, key });
    expect(c1.schemaVersion).toBe(MIGRATIONS.length);
    expect(c1.wallets.list()).toEqual([]);
    c1.wallets.insert({ id: '1', name: 'Main Wallet', kind: 'phrase', chainName: null });
    c1.close();
    expect(c1.isOpen).toBe(false);

    const c2 = track(openCache({ file, key }));
    expect(c2.wallets.list().map((w) => w.name)).toEqual(['Main Wallet']);
    const db = rawOpen(file, key);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual([
      'app_state',
      'balances',
      'coins',
      'derived_addresses',
      'pending_transactions',
      'prices',
      'transactions',
      'wallets',
    ]);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('keeps the file encrypted at rest, WAL included', () => {
    // Control: the same data in a plain SQLite file is found by the same search.
    const plainFile = fresh();
    const plain = new Database(plainFile);
    plain.exec(`CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('${MARKER}')`);
    plain.close();
    expect(readFileSync(plainFile).includes(MARKER)).toBe(true);

    const file = fresh();
    const cache = track(openCache({ file, key: newKey() }));
    addMarkedData(cache);
    // While open, the new pages sit in the -wal file: it must be ciphertext too.
    expect(existsSync(`${file}-wal`)).toBe(true);
    const open = fileBytes(file);
    expect(open.length).toBeGreaterThan(0);
    expect(open.includes(MARKER)).toBe(false);
    expect(open.includes('SQLite format 3')).toBe(false);
    cache.close();
    const closed = fileBytes(file);
    expect(closed.includes(MARKER)).toBe(false);
    expect(closed.includes('wallets')).toBe(false);
  });

  it('runs in WAL mode with foreign keys enforced', () => {
    const file = fresh();
    const key = newKey();
    const cache = track(openCache({ file, key }));
    cache.wallets.insert({ id: '1', name: 'A', kind: 'phrase', chainName: null });
    expect(existsSync(`${file}-wal`)).toBe(true);
    const db = rawOpen(file, key);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    // foreign_keys=ON: a coin of an unknown wallet is refused.
    expect(() =>
      cache.coins.addMany('nope', [
        {
          id: 'eth',
          chainName: 'ethereum',
          symbol: 'ETH',
          name: 'Ethereum',
          type: 'coin',
          decimals: 18,
          contractAddress: null,
        },
      ]),
    ).toThrow(/FOREIGN KEY/);
  });

  it('refuses a wrong key with a clear error and leaves the file readable by the right one', () => {
    const file = fresh();
    const key = newKey();
    const c = openCache({ file, key });
    addMarkedData(c);
    c.close();
    const wrong = Buffer.from(key);
    wrong[31]! ^= 1;
    let err: unknown;
    try {
      openCache({ file, key: wrong });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CacheOpenError);
    expect((err as CacheOpenError).reason).toBe('KEY_MISMATCH');
    expect((err as CacheOpenError).code).toBe('VAULT_CORRUPT');
    expect((err as Error).message).not.toContain(wrong.toString('hex'));
    expect(track(openCache({ file, key })).wallets.get('1')?.name).toBe(MARKER);
  });

  it('loads the native binding it is given (how Electron gets its own ABI build)', () => {
    const nodeBuild = createRequire(import.meta.url).resolve(
      'better-sqlite3-multiple-ciphers/build/Release/better_sqlite3.node',
    );
    track(openCache({ file: fresh(), key: newKey(), nativeBinding: nodeBuild }));
    const missing = path.join(path.dirname(fresh()), 'electron', 'better_sqlite3.node');
    expect(() => openCache({ file: fresh(), key: newKey(), nativeBinding: missing })).toThrow(
      /better_sqlite3\.node/,
    );
  });

  it('refuses a key of the wrong length', () => {
    expect(() => openCache({ file: fresh(), key: randomBytes(16) })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT' }),
    );
  });

  it('rekeys: the new key opens the file, the old one no longer does', () => {
    const file = fresh();
    const oldKey = newKey();
    const nextKey = newKey();
    const c = openCache({ file, key: oldKey });
    addMarkedData(c);
    c.rekey(nextKey);
    // Still usable, and back in WAL mode, after the rekey.
    c.prices.upsertMany([{ symbol: 'ETH', currency: 'USD', price: '3000.5', fetchedAt: 5 }]);
    expect(existsSync(`${file}-wal`)).toBe(true);
    c.close();

    expect(() => openCache({ file, key: oldKey })).toThrow(CacheOpenError);
    const again = track(openCache({ file, key: nextKey }));
    expect(again.wallets.get('1')?.name).toBe(MARKER);
    expect(again.prices.get('ETH', 'USD')?.price).toBe('3000.5');
    expect(fileBytes(file).includes(MARKER)).toBe(false);
  });

  it('throws LOCKED from every repository and from the cache itself after close', () => {
    const cache = openCache({ file: fresh(), key: newKey() });
    cache.close();
    const calls: (() => unknown)[] = [
      () => cache.wallets.list(),
      () => cache.wallets.insert({ id: '1', name: 'A', kind: 'phrase', chainName: null }),
      () => cache.coins.list('1'),
      () => cache.derived.list('1', 'bitcoin'),
      () => cache.txs.list({ chainName: 'bitcoin', address: 'a', contractAddress: null, limit: 20 }),
      () => cache.pending.listAll(),
      () => cache.prices.list('USD'),
      () => cache.appState.get('x'),
      () => cache.transaction(() => 1),
      () => cache.rekey(newKey()),
    ];
    for (const call of calls) {
      let err: unknown;
      try {
        call();
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'LOCKED', message: 'The wallet is locked' });
    }
    expect(() => cache.close()).not.toThrow();
  });

  it('refuses a schema newer than it knows and leaves the file as it was', () => {
    const file = fresh();
    const key = newKey();
    const c = openCache({ file, key });
    addMarkedData(c);
    c.close();
    const db = rawOpen(file, key);
    db.pragma('user_version = 999');
    db.close();

    expect(() => openCache({ file, key })).toThrow(expect.objectContaining({ reason: 'NEWER_SCHEMA' }));
    // openOrResetCache must not delete a newer app's file either.
    expect(() => openOrResetCache({ file, key })).toThrow(
      expect.objectContaining({ reason: 'NEWER_SCHEMA' }),
    );
    const after = rawOpen(file, key);
    expect(after.pragma('user_version', { simple: true })).toBe(999);
    expect(after.prepare('SELECT name FROM wallets').pluck().get()).toBe(MARKER);
    after.close();
  });

  it('commits every write of a transaction together or none of them', () => {
    const cache = track(openCache({ file: fresh(), key: newKey() }));
    expect(() =>
      cache.transaction(() => {
        cache.wallets.insert({ id: '1', name: 'A', kind: 'phrase', chainName: null });
        cache.appState.setCurrentWalletIndex(0);
        throw new Error('crash half-way');
      }),
    ).toThrow('crash half-way');
    expect(cache.wallets.count()).toBe(0);
    expect(cache.appState.get('currentWalletIndex')).toBeUndefined();
  });
});

describe('openOrResetCache and deleteCacheFiles', () => {
  it('replaces a cache the key cannot read with an empty one', () => {
    const file = fresh();
    const c = openCache({ file, key: newKey() });
    addMarkedData(c);
    c.close();
    const key = newKey();
    const { cache, reset } = openOrResetCache({ file, key });
    cleanups.push(() => cache.close());
    expect(reset).toBe(true);
    expect(cache.wallets.list()).toEqual([]);
    cache.close();
    const again = openOrResetCache({ file, key });
    again.cache.close();
    expect(again.reset).toBe(false);
  });

  it('removes the database with its -wal and -shm files', () => {
    const file = fresh();
    const cache = openCache({ file, key: newKey() });
    addMarkedData(cache);
    const names = [file, `${file}-wal`, `${file}-shm`];
    expect(names.map((n) => existsSync(n))).toEqual([true, true, true]);
    cache.close();
    deleteCacheFiles(file);
    expect(names.map((n) => existsSync(n))).toEqual([false, false, false]);
    expect(() => deleteCacheFiles(file)).not.toThrow();
  });
});
