import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

describe('cache v8: watch-only wallets', () => {
  it('rebuilds the wallet tables keeping every row, takes the watch kind, and still cascades', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 7));
    db.exec(`
      INSERT INTO wallets (id, position, name, kind, chain_name, created_at, updated_at)
        VALUES ('1', 0, 'Main Wallet', 'phrase', NULL, 1, 1), ('2', 1, 'Key', 'privateKey', 'litecoin', 1, 1);
      INSERT INTO coins (wallet_id, id, chain_name, symbol, name, type, decimals, position)
        VALUES ('1', 'bitcoin:native', 'bitcoin', 'BTC', 'Bitcoin', 'coin', 8, 0);
      INSERT INTO derived_addresses (wallet_id, chain_name, address, derive_path, address_index, position)
        VALUES ('1', 'bitcoin', 'bc1q', 'm/84h/0h/0h/0/0', 0, 0);
      INSERT INTO balances (wallet_id, coin_id, balance, fetched_at) VALUES ('1', 'bitcoin:native', '5', 2);
    `);
    // before v8 the table refuses the kind
    expect(() =>
      db.exec(`INSERT INTO wallets (id, position, name, kind, chain_name, created_at, updated_at)
               VALUES ('3', 2, 'W', 'watch', 'litecoin', 1, 1)`),
    ).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS)).toBe(MIGRATIONS.length);
    db.exec(`INSERT INTO wallets (id, position, name, kind, chain_name, created_at, updated_at)
             VALUES ('3', 2, 'W', 'watch', 'litecoin', 1, 1)`);
    expect(() =>
      db.exec(`INSERT INTO wallets (id, position, name, kind, chain_name, created_at, updated_at)
               VALUES ('4', 3, 'P', 'phrase', 'litecoin', 1, 1)`),
    ).toThrow(/CHECK/);
    expect(db.prepare('SELECT id, kind, chain_name FROM wallets ORDER BY id').all()).toEqual([
      { id: '1', kind: 'phrase', chain_name: null },
      { id: '2', kind: 'privateKey', chain_name: 'litecoin' },
      { id: '3', kind: 'watch', chain_name: 'litecoin' },
    ]);
    expect(db.prepare('SELECT balance FROM balances').pluck().all()).toEqual(['5']);
    expect(db.prepare('SELECT address FROM derived_addresses').pluck().all()).toEqual(['bc1q']);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE sql LIKE '%_v8%'").pluck().get()).toBe(0);
    db.exec("DELETE FROM wallets WHERE id = '1'");
    expect(db.prepare('SELECT count(*) FROM coins').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM balances').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM derived_addresses').pluck().get()).toBe(0);
    db.close();
  });
});
