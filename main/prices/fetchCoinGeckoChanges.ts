import { parseCoinGeckoChanges } from './coingeckoWire';
import type { FetchQuotesParams } from './fetchCmcQuotes';
import { fetchSimplePrice, type CoinGeckoCtx } from './fetchCoinGeckoQuotes';

/**
 * GET {base}/simple/price?ids=…&vs_currencies=usd&include_24hr_change=true: the day's change of
 * every asked symbol in one request, beside its price (ignored here: the quotes source owns
 * prices, and may be CoinMarketCap). Like the quotes, any failure is an empty map, logged with
 * the host only, so a row simply shows no change.
 */
export async function fetchCoinGeckoChanges(
  ctx: CoinGeckoCtx,
  p: FetchQuotesParams,
): Promise<Map<string, string>> {
  return fetchSimplePrice(ctx, p, {
    extra: 'include_24hr_change=true',
    what: '24 h changes',
    parse: parseCoinGeckoChanges,
  });
}
