import { coingeckoIdOf } from './coingeckoIds';
import { parseCoinGeckoChanges } from './coingeckoWire';
import type { FetchQuotesParams } from './fetchCmcQuotes';
import { hostOf, reasonOf, type CoinGeckoCtx } from './fetchCoinGeckoQuotes';

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
  const wanted = new Map<string, string>();
  for (const symbol of p.symbols) {
    const id = coingeckoIdOf(symbol);
    if (id) wanted.set(symbol, id);
  }
  if (wanted.size === 0) return new Map();
  const ids = [...new Set(wanted.values())];
  const query = `ids=${ids.join(',')}&vs_currencies=${p.currency.toLowerCase()}&include_24hr_change=true`;
  const url = `${ctx.baseUrl.replace(/\/+$/, '')}/simple/price?${query}`;
  try {
    const changes = parseCoinGeckoChanges(await ctx.http.json(url), wanted, p.currency);
    if (changes) return changes;
    ctx.log(
      `prices: CoinGecko 24 h changes unavailable from ${hostOf(ctx.baseUrl)} (unexpected answer shape)`,
    );
  } catch (e) {
    ctx.log(`prices: CoinGecko 24 h changes unavailable from ${hostOf(ctx.baseUrl)} (${reasonOf(e)})`);
  }
  return new Map();
}
