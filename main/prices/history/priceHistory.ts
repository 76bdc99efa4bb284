import type { PriceRange } from '../../../shared/contract/priceHistory';

/** One price at one moment: epoch milliseconds and a decimal string in the asked currency. */
export interface PricePoint {
  t: number;
  price: string;
}

export interface PriceHistoryParams {
  /** market symbol (BTC, ETH, USDT) */
  symbol: string;
  /** ISO code, any case */
  currency: string;
  range: PriceRange;
}

/**
 * Where price history comes from. `null`: the provider has no market for this symbol (an
 * unlisted token), which is an answer and is cached. Throws on an outage or a malformed
 * answer, so the chart can say what failed instead of drawing a flat line.
 */
export interface PriceHistorySource {
  /** names the provider in logs and error messages */
  readonly name: string;
  history(p: PriceHistoryParams): Promise<PricePoint[] | null>;
}

/** Days of history per range, as CoinGecko's `days` parameter takes them. */
export const RANGE_DAYS: Readonly<Record<PriceRange, number>> = { '24h': 1, '7d': 7, '30d': 30, '1y': 365 };

/**
 * How long a range's history is reused. A day's chart moves every few minutes (CoinGecko
 * gives 5-minute points for it); a year's is daily points, so an hour-old copy is as good.
 */
export const RANGE_TTL_MS: Readonly<Record<PriceRange, number>> = {
  '24h': 5 * 60_000,
  '7d': 15 * 60_000,
  '30d': 30 * 60_000,
  '1y': 60 * 60_000,
};
