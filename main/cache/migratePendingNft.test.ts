import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

describe('v9: NFT transfers in the pending list', () => {
  it('keeps every pending entry of a v8 cache and takes the NFT kind, still checked', () => {
    const db = new Database(':memory:');
    const v9 = MIGRATIONS.findIndex((m) => m.version === 9);
    migrate(db, MIGRATIONS.slice(0, v9));
    const add = (hash: string, kind: string) =>
      db
        .prepare(
          `INSERT INTO pending_transactions (key, hash, date, kind, amount, signed, payload)
           VALUES ('ethereum:ETH:0xme', ?, 1, ?, '0', '0x02ff', '{"nonce":7}')`,
        )
        .run(hash, kind);
    add('0xa', 'trust');
    expect(() => add('0xb', 'nftTransfer')).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, v9 + 1))).toBe(9);
    expect(db.prepare('SELECT hash, kind, amount, signed, payload FROM pending_transactions').all()).toEqual([
      { hash: '0xa', kind: 'trust', amount: '0', signed: '0x02ff', payload: '{"nonce":7}' },
    ]);
    expect(() => add('0xb', 'nftTransfer')).not.toThrow();
    expect(() => add('0xc', 'nft')).toThrow(/CHECK/);
    db.close();
  });
});
