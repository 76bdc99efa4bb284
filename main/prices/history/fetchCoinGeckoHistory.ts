import { AppError } from '../../../shared/errors';
import { HttpError, type Http } from '../../net/http';
import { coingeckoIdOf } from '../coingeckoIds';
import { parseMarketChart } from './coingeckoMarketChartWire';
import { RANGE_DAYS, type PriceHistorySource } from './priceHistory';

export interface CoinGeckoHistoryCtx {
  http: Http;
  /** COINGECKO_PUBLIC_URL, or a fixture server on 127.0.0.1; may carry a path */
  baseUrl: string;
}

/**
 * The keyless default: GET {base}/coins/{id}/market_chart?vs_currency=usd&days=7 on
 * CoinGecko's public API. Symbols are asked by CoinGecko id (coingeckoIds.ts says why); a
 * symbol without an id, or an id CoinGecko answers 404 for, has no history (null).
 */
export function coinGeckoHistorySource(ctx: CoinGeckoHistoryCtx): PriceHistorySource {
  const root = ctx.baseUrl.replace(/\/+$/, '');
  return {
    name: 'CoinGecko',
    async history({ symbol, currency, range }) {
      const id = coingeckoIdOf(symbol);
      if (!id) return null;
      // Ids are [a-z0-9-] and currencies [A-Z] (both checked upstream): nothing to escape.
      const url = `${root}/coins/${id}/market_chart?vs_currency=${currency.toLowerCase()}&days=${RANGE_DAYS[range]}`;
      let body: unknown;
      try {
        body = await ctx.http.json(url, { retries: 1 });
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return null;
        throw new AppError('NETWORK', `Price history unavailable from CoinGecko (${reasonOf(e)})`);
      }
      const points = parseMarketChart(body);
      if (points === null)
        throw new AppError('NETWORK', 'Price history from CoinGecko came in an unexpected shape');
      return points;
    },
  };
}

/** The status or the error's kind, never the URL (it names a holding). */
function reasonOf(e: unknown): string {
  if (e instanceof HttpError)
    return e.status === 429 ? 'rate limited, try again in a minute' : `HTTP ${e.status}`;
  return e instanceof Error ? e.name : 'unknown error';
}
