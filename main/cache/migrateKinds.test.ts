import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { TX_KINDS } from '../../shared/contract/txKinds';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

const insert = (db: Database.Database, hash: string, kind: string) =>
  db
    .prepare(
      `INSERT INTO pending_transactions (key, hash, date, kind, amount, signed, payload)
       VALUES ('ethereum:ETH:0xme', ?, 1, ?, '0', NULL, NULL)`,
    )
    .run(hash, kind);

describe('the pending list takes every kind a transaction can have', () => {
  it('the newest schema accepts each of TX_KINDS and still refuses a made-up one', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    TX_KINDS.forEach((kind, i) => expect(() => insert(db, `h${i}`, kind), kind).not.toThrow());
    expect(() => insert(db, 'x', 'drain')).toThrow(/CHECK/);
    db.close();
  });

  it('v11 keeps a v10 cache and lets in the approval and the revokes', () => {
    const db = new Database(':memory:');
    const v11 = MIGRATIONS.findIndex((m) => m.version === 11);
    migrate(db, MIGRATIONS.slice(0, v11));
    insert(db, 'a1', 'swapDeposit');
    expect(() => insert(db, 'b2', 'revokeAllowance')).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, v11 + 1))).toBe(11);
    expect(db.prepare('SELECT hash, kind FROM pending_transactions').all()).toEqual([
      { hash: 'a1', kind: 'swapDeposit' },
    ]);
    for (const kind of ['tokenApprove', 'revokeAllowance', 'revokeOperator', 'revokeDelegate'])
      expect(() => insert(db, kind, kind)).not.toThrow();
    db.close();
  });

  it('v12 keeps a v11 cache and lets in the sell deposit', () => {
    const db = new Database(':memory:');
    const v12 = MIGRATIONS.findIndex((m) => m.version === 12);
    migrate(db, MIGRATIONS.slice(0, v12));
    insert(db, 'r1', 'revokeDelegate');
    expect(() => insert(db, 's1', 'sellDeposit')).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, v12 + 1))).toBe(12);
    expect(db.prepare('SELECT hash, kind FROM pending_transactions').all()).toEqual([
      { hash: 'r1', kind: 'revokeDelegate' },
    ]);
    expect(() => insert(db, 's1', 'sellDeposit')).not.toThrow();
    db.close();
  });

  it('v13 keeps a v12 cache and lets in the clearing of a 7702 delegation', () => {
    const db = new Database(':memory:');
    const v13 = MIGRATIONS.findIndex((m) => m.version === 13);
    migrate(db, MIGRATIONS.slice(0, v13));
    insert(db, 's1', 'sellDeposit');
    expect(() => insert(db, 'd1', 'revokeDelegation')).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, v13 + 1))).toBe(13);
    expect(db.prepare('SELECT hash, kind FROM pending_transactions').all()).toEqual([
      { hash: 's1', kind: 'sellDeposit' },
    ]);
    expect(() => insert(db, 'd1', 'revokeDelegation')).not.toThrow();
    db.close();
  });
});
