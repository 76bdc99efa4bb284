import type { TxKind } from '../../shared/contract/txKinds';
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
  kind: TxKind;
  /** what the user sent, in the coin's base units (a token's, not the tx value); null: unknown */
  amount: string | null;
  /** the signed transaction as broadcast; replacements are rebuilt from it (null: sent before v3) */
  signed: string | null;
  /**
   * what the coin's family keeps to list and follow the entry (EVM: its nonce), as JSON; the
   * family validates it when it reads it, the cache never looks inside
   */
  payload: unknown;
}

interface PendingRow {
  key: string;
  hash: string;
  date: number;
  kind: PendingTx['kind'];
  amount: string | null;
  signed: string | null;
  payload: string | null;
}

function parsePayload(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // json_valid() guards writes; a damaged row still lists, without its payload
  }
}

const fromRow = (r: PendingRow): PendingTx => ({
  key: r.key,
  hash: r.hash,
  date: r.date,
  kind: r.kind,
  amount: r.amount,
  signed: r.signed,
  payload: parsePayload(r.payload),
});

export interface PendingRepo {
  /** adds (or refreshes) one pending entry */
  add(p: PendingTx): void;
  /** one coin's entries, oldest first (the family orders them for display) */
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
          `INSERT INTO pending_transactions (key, hash, date, kind, amount, signed, payload)
           VALUES (@key, @hash, @date, @kind, @amount, @signed, @payload)
           ON CONFLICT (key, hash) DO UPDATE SET date = excluded.date, kind = excluded.kind,
             amount = excluded.amount, signed = excluded.signed, payload = excluded.payload`,
        )
        .run({
          ...p,
          amount: p.amount === null ? null : baseUnits(p.amount, 'amount'),
          payload: p.payload === null || p.payload === undefined ? null : JSON.stringify(p.payload),
        });
    },
    list: (key) =>
      conn
        .stmt<PendingRow>('SELECT * FROM pending_transactions WHERE key = ? ORDER BY date, hash')
        .all(key)
        .map(fromRow),
    listAll: () =>
      conn.stmt<PendingRow>('SELECT * FROM pending_transactions ORDER BY date, key, hash').all().map(fromRow),
    remove: (key, hash) =>
      conn.stmt('DELETE FROM pending_transactions WHERE key = ? AND hash = ?').run(key, hash).changes > 0,
  };
}
