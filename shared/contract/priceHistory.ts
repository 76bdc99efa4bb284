import { z } from 'zod';
import { PriceSymbolSchema } from './prices';
import { FIAT_CURRENCIES } from './settings';

/** The chart ranges of home and the coin page. */
export const PRICE_RANGES = ['24h', '7d', '30d', '1y'] as const;
export const PriceRangeSchema = z.enum(PRICE_RANGES);
export type PriceRange = z.infer<typeof PriceRangeSchema>;

const PointSchema = z.strictObject({
  /** epoch milliseconds */
  t: z.number().int().nonnegative(),
  /** decimal string in `currency` */
  price: z.string(),
});

export const SeriesSchema = z.strictObject({
  symbol: z.string(),
  /** oldest first; null when there is none */
  points: z.array(PointSchema).nullable(),
  /**
   * why `points` is null: `unlisted` (the provider has no market for the symbol),
   * `unavailable` (the provider could not be reached or answered nonsense)
   */
  missing: z.enum(['unlisted', 'unavailable']).optional(),
});
export type PriceSeries = z.infer<typeof SeriesSchema>;

export const priceHistoryCalls = {
  /**
   * Price history of each symbol over a range, in the user's local currency, for the
   * portfolio chart on home (many symbols) and a coin page's chart (one). Cached in main.
   */
  'prices.history': {
    input: z.strictObject({ symbols: z.array(PriceSymbolSchema).min(1).max(60), range: PriceRangeSchema }),
    output: z.strictObject({
      currency: z.enum(FIAT_CURRENCIES),
      range: PriceRangeSchema,
      series: z.array(SeriesSchema),
    }),
  },
} as const;
