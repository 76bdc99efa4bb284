import type { Connection } from './connection';
import { baseUnits, jsonText } from './rowValues';

export type TxStatus = 'pending' | 'confirmed' | 'failed';

/** One history entry of an address (for one coin or token), as fetched from the chain. */
export interface CachedTx {
  chainName: string;
  /** the wallet address whose history this belongs to */
  address: string;
  /** the token contract; null for the chain's own coin */
  contractAddress: string | null;
  hash: string;
  /** base units, decimal string */
  amount: string;
  /** base units, decimal string; null when the provider does not say */
  fee: string | null;
  status: TxStatus;
  /** ms since epoch */
  date: number;
  from: string;
  to: string;
  /** the provider's own record, JSON text, for details screens; null when not kept */
  raw: string | null;
}

export interface TxListQuery {
  chainName: string;
  address: string;
  contractAddress: string | null;
  limit: number;
  /** only entries strictly older than this date (ms), for paging */
  before?: number;
}

interface TxRow {
  chain_name: string;
  address: string;
  contract_address: string;
  hash: string;
  amount: string;
  fee: string | null;
  status: TxStatus;
  date: number;
  from_address: string;
  to_address: string;
  raw: string | null;
}

// '' stands for "the chain's own coin" inside the table, where it is part of the key.
const NATIVE = '';

const fromRow = (r: TxRow): CachedTx => ({
  chainName: r.chain_name,
  address: r.address,
  contractAddress: r.contract_address === NATIVE ? null : r.contract_address,
  hash: r.hash,
  amount: r.amount,
  fee: r.fee,
  status: r.status,
  date: r.date,
  from: r.from_address,
  to: r.to_address,
  raw: r.raw,
});

export interface TxRepo {
  /** inserts or refreshes entries (a pending entry becomes confirmed), all in one transaction */
  upsertMany(txs: readonly CachedTx[]): void;
  /** newest first */
  list(q: TxListQuery): CachedTx[];
  get(chainName: string, address: string, contractAddress: string | null, hash: string): CachedTx | undefined;
}

export function txRepo(conn: Connection): TxRepo {
  return {
    upsertMany: (txs) =>
      conn.tx(() => {
        const upsert = conn.stmt(
          `INSERT INTO transactions (chain_name, address, contract_address, hash, amount, fee, status,
             date, from_address, to_address, raw)
           VALUES (@chainName, @address, @contractAddress, @hash, @amount, @fee, @status, @date, @from,
             @to, @raw)
           ON CONFLICT (chain_name, address, contract_address, hash) DO UPDATE SET
             amount = excluded.amount, fee = excluded.fee, status = excluded.status, date = excluded.date,
             from_address = excluded.from_address, to_address = excluded.to_address, raw = excluded.raw`,
        );
        for (const t of txs) {
          upsert.run({
            ...t,
            contractAddress: t.contractAddress ?? NATIVE,
            amount: baseUnits(t.amount, 'amount'),
            fee: t.fee === null ? null : baseUnits(t.fee, 'fee'),
            raw: t.raw === null ? null : jsonText(t.raw, 'raw'),
          });
        }
      }),
    list: (q) =>
      conn
        .stmt<TxRow>(
          `SELECT * FROM transactions
           WHERE chain_name = @chainName AND address = @address AND contract_address = @contractAddress
             AND date < @before
           ORDER BY date DESC, hash LIMIT @limit`,
        )
        .all({
          chainName: q.chainName,
          address: q.address,
          contractAddress: q.contractAddress ?? NATIVE,
          before: q.before ?? Number.MAX_SAFE_INTEGER,
          limit: q.limit,
        })
        .map(fromRow),
    get: (chainName, address, contractAddress, hash) => {
      const r = conn
        .stmt<TxRow>(
          `SELECT * FROM transactions
           WHERE chain_name = ? AND address = ? AND contract_address = ? AND hash = ?`,
        )
        .get(chainName, address, contractAddress ?? NATIVE, hash);
      return r && fromRow(r);
    },
  };
}
