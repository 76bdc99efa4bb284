import type { Connection } from './connection';
import { baseUnits } from './rowValues';

/** A coin's balance as last read from its chain, in base units. */
export interface CachedBalance {
  coinId: string;
  /** base units, a canonical integer string */
  balance: string;
  /** ms since epoch */
  fetchedAt: number;
}

interface BalanceRow {
  coin_id: string;
  balance: string;
  fetched_at: number;
}

export interface BalancesRepo {
  /**
   * Stores one wallet's fresh reads in one transaction. A coin the cache does not hold (removed
   * while its read was in flight) is skipped rather than failing the others.
   */
  upsertMany(walletId: string, balances: readonly CachedBalance[]): void;
  /** the wallet's last-known balances, by coin id */
  list(walletId: string): Map<string, CachedBalance>;
}

export function balancesRepo(conn: Connection): BalancesRepo {
  return {
    upsertMany: (walletId, balances) =>
      conn.tx(() => {
        const upsert = conn.stmt(
          `INSERT INTO balances (wallet_id, coin_id, balance, fetched_at)
             SELECT @walletId, @coinId, @balance, @fetchedAt
             WHERE EXISTS (SELECT 1 FROM coins WHERE wallet_id = @walletId AND id = @coinId)
           ON CONFLICT (wallet_id, coin_id) DO UPDATE SET
             balance = excluded.balance, fetched_at = excluded.fetched_at`,
        );
        for (const b of balances)
          upsert.run({
            walletId,
            coinId: b.coinId,
            balance: baseUnits(b.balance, 'balance'),
            fetchedAt: b.fetchedAt,
          });
      }),
    list: (walletId) =>
      new Map(
        conn
          .stmt<BalanceRow>('SELECT coin_id, balance, fetched_at FROM balances WHERE wallet_id = ?')
          .all(walletId)
          .map((r) => [r.coin_id, { coinId: r.coin_id, balance: r.balance, fetchedAt: r.fetched_at }]),
      ),
  };
}
