import { z } from 'zod';
import { FIAT_CURRENCIES } from './settings';

/** A market symbol as the price provider keys it: BTC, ETH, USDT. */
export const PriceSymbolSchema = z.string().regex(/^[A-Z0-9]{1,16}$/, 'Not a market symbol');

export const priceCalls = {
  /**
   * Fiat prices in the user's local currency (settings.localCurrency), as decimal strings.
   * `price` is null when none is known: no provider key, an outage, or an unlisted symbol.
   */
  'prices.get': {
    input: z.strictObject({ symbols: z.array(PriceSymbolSchema).max(200) }),
    output: z.strictObject({
      currency: z.enum(FIAT_CURRENCIES),
      prices: z.array(
        z.strictObject({
          symbol: z.string(),
          price: z.string().nullable(),
          /** the price's change over 24 h in percent with its sign ("+1.23", "-0.50", "0.00"); absent when unknown */
          change24h: z.string().optional(),
        }),
      ),
    }),
  },
} as const;
