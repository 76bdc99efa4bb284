import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { CacheOpenError } from './cacheErrors';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';

const version = (db: Database.Database): unknown => db.pragma('user_version', { simple: true });
const tables = (db: Database.Database): unknown[] =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();

describe('migrate', () => {
  it('applies only the steps above the stored version', () => {
    const db = new Database(':memory:');
    const steps: Migration[] = [
      { version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT' },
      { version: 2, name: 'b', sql: 'CREATE TABLE b (x INTEGER) STRICT' },
    ];
    expect(migrate(db, steps.slice(0, 1))).toBe(1);
    db.exec('INSERT INTO a VALUES (7)');
    expect(migrate(db, steps)).toBe(2);
    expect(tables(db)).toEqual(['a', 'b']);
    expect(db.prepare('SELECT x FROM a').pluck().get()).toBe(7);
    expect(migrate(db, steps)).toBe(2);
    db.close();
  });

  it('rolls every step back when one fails, leaving the old version', () => {
    const db = new Database(':memory:');
    const steps: Migration[] = [
      { version: 1, name: 'ok', sql: 'CREATE TABLE a (x INTEGER) STRICT' },
      {
        version: 2,
        name: 'broken',
        sql: 'CREATE TABLE b (x INTEGER) STRICT; INSERT INTO nowhere VALUES (1)',
      },
    ];
    expect(() => migrate(db, steps)).toThrow(/no such table: nowhere/);
    expect(version(db)).toBe(0);
    expect(tables(db)).toEqual([]);
    db.close();
  });

  it('refuses a newer schema without touching it', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE future (x INTEGER)');
    const newer = MIGRATIONS.length + 1;
    db.pragma(`user_version = ${newer}`);
    expect(() => migrate(db, MIGRATIONS)).toThrow(CacheOpenError);
    expect(version(db)).toBe(newer);
    expect(tables(db)).toEqual(['future']);
    db.close();
  });

  it('v2 gives pending entries of a v1 cache the kind transfer and no amount, and checks new rows', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 1));
    db.exec(`INSERT INTO pending_transactions (key, hash, date, value) VALUES ('k', '0xa', 1, '5')`);
    expect(migrate(db, MIGRATIONS.slice(0, 2))).toBe(2);
    expect(db.prepare('SELECT kind, amount, value FROM pending_transactions').get()).toEqual({
      kind: 'transfer',
      amount: null,
      value: '5',
    });
    // v3: entries sent before it have no signed copy (they cannot be replaced, and say so)
    expect(migrate(db, MIGRATIONS.slice(0, 3))).toBe(3);
    expect(db.prepare('SELECT signed FROM pending_transactions').get()).toEqual({ signed: null });
    db.close();
  });

  it("v4 moves the EVM columns of pending entries into the family's JSON payload", () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 3));
    db.exec(`INSERT INTO pending_transactions (key, hash, date, nonce, data, value, from_address, to_address, amount)
      VALUES ('ethereum:ETH:0xme', '0xa', 1, 7, '0x', '5', '0xme', '0xyou', NULL),
             ('litecoin:LTC:ltc1', 'bb', 2, NULL, NULL, NULL, NULL, NULL, '9')`);
    expect(migrate(db, MIGRATIONS.slice(0, 4))).toBe(4);
    const rows = db.prepare('SELECT hash, amount, payload FROM pending_transactions ORDER BY date').all();
    expect(rows).toEqual([
      {
        hash: '0xa',
        amount: '5',
        payload: JSON.stringify({ nonce: 7, data: '0x', value: '5', from: '0xme', to: '0xyou' }),
      },
      { hash: 'bb', amount: '9', payload: null },
    ]);
    const columns = (db.prepare('PRAGMA table_info(pending_transactions)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns).not.toContain('nonce');
    expect(columns).not.toContain('to_address');
    const add = (kind: string, amount: string) =>
      db
        .prepare(`INSERT INTO pending_transactions (key, hash, date, kind, amount) VALUES ('k', ?, 1, ?, ?)`)
        .run(`0x${kind}${amount}`, kind, amount);
    expect(() => add('speedUp', '250500000')).not.toThrow();
    expect(() => add('refund', '1')).toThrow(/CHECK/);
    expect(() => add('cancel', '0.5')).toThrow(/CHECK/);
    db.close();
  });

  it('v5 keeps every pending entry of a v4 cache and takes the staking kinds, still checked', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 4));
    const payload = JSON.stringify({ nonce: 7 });
    db.prepare(
      `INSERT INTO pending_transactions (key, hash, date, kind, amount, signed, payload)
       VALUES ('ethereum:ETH:0xme', '0xa', 1, 'speedUp', '5', '0x02ff', ?),
              ('litecoin:LTC:ltc1', 'bb', 2, 'transfer', NULL, NULL, NULL)`,
    ).run(payload);
    expect(() =>
      db.exec(`INSERT INTO pending_transactions (key, hash, date, kind) VALUES ('k', 'c', 3, 'stake')`),
    ).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, 5))).toBe(5);
    expect(db.prepare('SELECT * FROM pending_transactions ORDER BY date').all()).toEqual([
      {
        key: 'ethereum:ETH:0xme',
        hash: '0xa',
        date: 1,
        kind: 'speedUp',
        amount: '5',
        signed: '0x02ff',
        payload,
      },
      {
        key: 'litecoin:LTC:ltc1',
        hash: 'bb',
        date: 2,
        kind: 'transfer',
        amount: null,
        signed: null,
        payload: null,
      },
    ]);
    const add = (hash: string, kind: string, amount: string | null = null, json: string | null = null) =>
      db
        .prepare(
          `INSERT INTO pending_transactions (key, hash, date, kind, amount, payload) VALUES ('k', ?, 1, ?, ?, ?)`,
        )
        .run(hash, kind, amount, json);
    for (const kind of ['stake', 'unstake', 'withdraw', 'vote', 'claim'])
      expect(() => add(kind, kind)).not.toThrow();
    expect(() => add('x1', 'refund')).toThrow(/CHECK/);
    expect(() => add('x2', 'stake', '1.5')).toThrow(/CHECK/);
    expect(() => add('x3', 'stake', '1', '{oops')).toThrow(/CHECK/);
    expect(() => add('stake', 'stake')).toThrow(/UNIQUE|PRIMARY/);
    const strict = db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'pending_transactions'")
      .pluck()
      .get();
    expect(strict).toMatch(/STRICT/);
    db.close();
  });

  it('v6 keeps the pending entries of a v5 cache and takes the trustline kinds, still checked', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 5));
    db.exec(
      `INSERT INTO pending_transactions (key, hash, date, kind, amount) VALUES ('k', 'a', 1, 'vote', '0')`,
    );
    expect(() =>
      db.exec(`INSERT INTO pending_transactions (key, hash, date, kind) VALUES ('k', 'b', 2, 'trust')`),
    ).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, 6))).toBe(6);
    expect(db.prepare('SELECT key, hash, date, kind, amount FROM pending_transactions').all()).toEqual([
      { key: 'k', hash: 'a', date: 1, kind: 'vote', amount: '0' },
    ]);
    const add = (hash: string, kind: string) =>
      db
        .prepare(`INSERT INTO pending_transactions (key, hash, date, kind) VALUES ('k', ?, 1, ?)`)
        .run(hash, kind);
    for (const kind of ['trust', 'untrust', 'stake', 'transfer'])
      expect(() => add(`t-${kind}`, kind)).not.toThrow();
    expect(() => add('x1', 'refund')).toThrow(/CHECK/);
    db.close();
  });

  it('rejects a list with a gap in its versions', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [{ version: 2, name: 'x', sql: 'SELECT 1' }])).toThrow(/version 1/);
    db.close();
  });

  it('keeps secrets and floats out of the schema', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const cols = db
      .prepare(
        `SELECT m.name AS tbl, p.name AS col, p.type AS type
         FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`,
      )
      .all() as { tbl: string; col: string; type: string }[];
    expect(cols.length).toBeGreaterThan(40);
    for (const c of cols) {
      expect(c.col).not.toMatch(/phrase|mnemonic|private|secret|seed|xprv/i);
      expect(c.type).not.toBe('REAL');
    }
    const money = cols.filter((c) => ['amount', 'fee', 'value', 'price'].includes(c.col));
    expect(money.map((c) => c.type)).toEqual(money.map(() => 'TEXT'));
    expect(money.length).toBe(5); // pending value now lives in the family payload
    db.close();
  });
});
