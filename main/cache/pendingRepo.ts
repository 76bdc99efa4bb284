import type { Connection } from './connection';
import { baseUnits } from './rowValues';

/** The spec's key for pending transactions: one list per chain, coin symbol and address. */
export function pendingKey(chainName: string, symbol: string, address: string): string {
  return `${chainName}:${symbol}:${address}`;
}

/** A sent transaction not yet confirmed, with what a speed-up or cancel needs to replace it. */
export interface PendingTx {
  /** `pendingKey(chain, symbol, address)` */
  key: string;
  hash: string;
  /** ms since epoch */
  date: number;
  /** account nonce / sequence, where the chain has one */
  nonce: number | null;
  /** call data (hex) or memo, as sent */
  data: string | null;
  /** base units, decimal string */
  value: string | null;
  from: string | null;
  to: string | null;
  kind: 'transfer' | 'speedUp' | 'cancel';
  /** what the user sent, in the coin's base units (a token's, not the tx value); null: unknown */
  amount: string | null;
  /** the signed transaction as broadcast; replacements are rebuilt from it (null: sent before v3) */
  signed: string | null;
}

interface PendingRow {
  key: string;
  hash: string;
  date: number;
  nonce: number | null;
  data: string | null;
  value: string | null;
  from_address: string | null;
  to_address: string | null;
  kind: PendingTx['kind'];
  amount: string | null;
  signed: string | null;
}

const fromRow = (r: PendingRow): PendingTx => ({
  key: r.key,
  hash: r.hash,
  date: r.date,
  nonce: r.nonce,
  data: r.data,
  value: r.value,
  from: r.from_address,
  to: r.to_address,
  kind: r.kind,
  amount: r.amount,
  signed: r.signed,
});

export interface PendingRepo {
  /** adds (or refreshes) one pending entry */
  add(p: PendingTx): void;
  /** one coin's entries in nonce order (then oldest first), as the pending list shows them */
  list(key: string): PendingTx[];
  /** every pending entry, oldest first (to resume waiting after unlock) */
  listAll(): PendingTx[];
  /** drops one hash (confirmed, or replaced by a speed-up); false when it was not there */
  remove(key: string, hash: string): boolean;
}

export function pendingRepo(conn: Connection): PendingRepo {
  return {
    add: (p) => {
      conn
        .stmt(
          `INSERT INTO pending_transactions
             (key, hash, date, nonce, data, value, from_address, to_address, kind, amount, signed)
           VALUES (@key, @hash, @date, @nonce, @data, @value, @from, @to, @kind, @amount, @signed)
           ON CONFLICT (key, hash) DO UPDATE SET date = excluded.date, nonce = excluded.nonce,
             data = excluded.data, value = excluded.value, from_address = excluded.from_address,
             to_address = excluded.to_address, kind = excluded.kind, amount = excluded.amount,
             signed = excluded.signed`,
        )
        .run({
          ...p,
          value: p.value === null ? null : baseUnits(p.value, 'value'),
          amount: p.amount === null ? null : baseUnits(p.amount, 'amount'),
        });
    },
    list: (key) =>
      conn
        // nonce order first: after a speed-up the replacement is newer than what queues behind it
        .stmt<PendingRow>(
          'SELECT * FROM pending_transactions WHERE key = ? ORDER BY nonce IS NULL, nonce, date, hash',
        )
        .all(key)
        .map(fromRow),
    listAll: () =>
      conn.stmt<PendingRow>('SELECT * FROM pending_transactions ORDER BY date, key, hash').all().map(fromRow),
    remove: (key, hash) =>
      conn.stmt('DELETE FROM pending_transactions WHERE key = ? AND hash = ?').run(key, hash).changes > 0,
  };
}
