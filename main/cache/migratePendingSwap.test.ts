import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

describe('v10: swap deposits in the pending list', () => {
  it('keeps every pending entry of a v9 cache and takes the swap-deposit kind, still checked', () => {
    const db = new Database(':memory:');
    const v10 = MIGRATIONS.findIndex((m) => m.version === 10);
    migrate(db, MIGRATIONS.slice(0, v10));
    const add = (hash: string, kind: string) =>
      db
        .prepare(
          `INSERT INTO pending_transactions (key, hash, date, kind, amount, signed, payload)
           VALUES ('litecoin:LTC:ltc1qme', ?, 1, ?, '40000000', '02ff', NULL)`,
        )
        .run(hash, kind);
    add('a1', 'nftTransfer');
    expect(() => add('b2', 'swapDeposit')).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, v10 + 1))).toBe(10);
    expect(db.prepare('SELECT hash, kind, amount, signed, payload FROM pending_transactions').all()).toEqual([
      { hash: 'a1', kind: 'nftTransfer', amount: '40000000', signed: '02ff', payload: null },
    ]);
    expect(() => add('b2', 'swapDeposit')).not.toThrow();
    expect(() => add('c3', 'swap')).toThrow(/CHECK/);
    db.close();
  });
});
