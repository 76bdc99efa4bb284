import type { Connection } from './connection';
import { decimalString } from './rowValues';

/** A fiat price of one coin symbol, as last fetched. */
export interface Price {
  symbol: string;
  /** fiat currency code, e.g. 'USD' */
  currency: string;
  /** decimal string, never a float */
  price: string;
  /** ms since epoch */
  fetchedAt: number;
}

interface PriceRow {
  symbol: string;
  currency: string;
  price: string;
  fetched_at: number;
}

const fromRow = (r: PriceRow): Price => ({
  symbol: r.symbol,
  currency: r.currency,
  price: r.price,
  fetchedAt: r.fetched_at,
});

export interface PricesRepo {
  /** stores a batch of prices in one transaction, replacing older ones */
  upsertMany(prices: readonly Price[]): void;
  get(symbol: string, currency: string): Price | undefined;
  /** every stored price in one currency, by symbol */
  list(currency: string): Price[];
}

export function pricesRepo(conn: Connection): PricesRepo {
  return {
    upsertMany: (prices) =>
      conn.tx(() => {
        const upsert = conn.stmt(
          `INSERT INTO prices (symbol, currency, price, fetched_at) VALUES (@symbol, @currency, @price, @fetchedAt)
           ON CONFLICT (symbol, currency) DO UPDATE SET price = excluded.price, fetched_at = excluded.fetched_at`,
        );
        for (const p of prices) upsert.run({ ...p, price: decimalString(p.price, 'price') });
      }),
    get: (symbol, currency) => {
      const r = conn
        .stmt<PriceRow>('SELECT * FROM prices WHERE symbol = ? AND currency = ?')
        .get(symbol, currency);
      return r && fromRow(r);
    },
    list: (currency) =>
      conn
        .stmt<PriceRow>('SELECT * FROM prices WHERE currency = ? ORDER BY symbol')
        .all(currency)
        .map(fromRow),
  };
}
