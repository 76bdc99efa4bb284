/**
 * CoinGecko's /coins/{id}/market_chart answer: `prices`, `market_caps` and `total_volumes`,
 * each an array of [epoch milliseconds, number] pairs, oldest first, e.g.
 * {"prices":[[1711843200000,69702.3087473573],…],"market_caps":[…],"total_volumes":[…]}.
 * Only `prices` is read. Granularity follows `days`: 5-minutely for 1, hourly up to 90, daily
 * beyond (https://docs.coingecko.com/reference/coins-id-market-chart).
 */
import { z } from 'zod';
import { decimalFromNumber } from '../decimalFromNumber';
import type { PricePoint } from './priceHistory';

// parseJsonLossless gives an integer past 2^53 as a bigint; a price that large is still a price.
const AnswerSchema = z.object({ prices: z.array(z.tuple([z.unknown(), z.unknown()])) });

/** The price points in time order, or null when the body is not the documented shape. */
export function parseMarketChart(body: unknown): PricePoint[] | null {
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success) return null;
  const out: PricePoint[] = [];
  for (const [t, p] of answer.data.prices) {
    const ms = typeof t === 'number' || typeof t === 'bigint' ? Number(t) : NaN;
    const price =
      typeof p === 'bigint'
        ? p >= 0n
          ? p.toString()
          : null
        : typeof p === 'number'
          ? decimalFromNumber(p)
          : null;
    // A point with a negative, NaN or absurd value is skipped, not allowed to bend the chart.
    if (!Number.isSafeInteger(ms) || ms <= 0 || price === null) continue;
    out.push({ t: ms, price });
  }
  out.sort((a, b) => a.t - b.t);
  return out;
}
