import { AppError } from '../../shared/errors';
import { HttpError, type Http } from '../net/http';
import { coingeckoIdOf } from './coingeckoIds';
import { parseCoinGeckoPrices } from './coingeckoWire';
import type { FetchQuotesParams } from './fetchCmcQuotes';

/** CoinGecko's public API root: answers without a key, rate limited per IP. */
export const COINGECKO_PUBLIC_URL = 'https://api.coingecko.com/api/v3';

export interface CoinGeckoCtx {
  http: Http;
  /** COINGECKO_PUBLIC_URL, or a fixture server on 127.0.0.1; may carry a path */
  baseUrl: string;
  log: (message: string) => void;
}

/**
 * GET {base}/simple/price?ids=bitcoin,ethereum&vs_currencies=usd&precision=full: one request
 * for every asked symbol we know an id for (coingeckoIds.ts says why ids). `precision=full`
 * asks for the price unrounded; the default rounding would erase small-cap prices. Any failure
 * (429 included: the keyless API has no second key to try) gives an empty map, logged with the
 * host only, so a price outage never breaks a screen.
 */
export async function fetchCoinGeckoQuotes(
  ctx: CoinGeckoCtx,
  p: FetchQuotesParams,
): Promise<Map<string, string>> {
  return fetchSimplePrice(ctx, p, { extra: 'precision=full', what: 'quotes', parse: parseCoinGeckoPrices });
}

/**
 * One GET {base}/simple/price for every asked symbol we know an id for, read by `parse` (symbol
 * → value); any failure is an empty map, logged with the host only (`what` names the figure).
 */
export async function fetchSimplePrice(
  ctx: CoinGeckoCtx,
  p: FetchQuotesParams,
  o: {
    extra: string;
    what: string;
    parse: (body: unknown, wanted: Map<string, string>, currency: string) => Map<string, string> | null;
  },
): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  for (const symbol of p.symbols) {
    const id = coingeckoIdOf(symbol);
    if (id) wanted.set(symbol, id);
  }
  if (wanted.size === 0) return new Map();
  const ids = [...new Set(wanted.values())];
  // Ids are [a-z0-9-] and the currency [A-Z] (checked by the contract): no escaping needed,
  // and the query keeps the documented comma-separated form.
  const query = `ids=${ids.join(',')}&vs_currencies=${p.currency.toLowerCase()}&${o.extra}`;
  const url = `${ctx.baseUrl.replace(/\/+$/, '')}/simple/price?${query}`;
  try {
    const values = o.parse(await ctx.http.json(url), wanted, p.currency);
    if (values) return values;
    ctx.log(`prices: CoinGecko ${o.what} unavailable from ${hostOf(ctx.baseUrl)} (unexpected answer shape)`);
  } catch (e) {
    ctx.log(`prices: CoinGecko ${o.what} unavailable from ${hostOf(ctx.baseUrl)} (${reasonOf(e)})`);
  }
  return new Map();
}

export const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'an unparsable URL';
  }
};

/** The status or error kind only: never the URL, whose query names the user's holdings. */
export function reasonOf(e: unknown): string {
  if (e instanceof HttpError) return `HTTP ${e.status}`;
  // Our own errors name the host at most (e.g. "Malformed JSON from api.coingecko.com").
  if (e instanceof AppError) return e.message;
  if (!(e instanceof Error)) return 'unknown error';
  // fetch's TypeError carries the socket error's code (ECONNREFUSED, ENOTFOUND) as its cause.
  const cause: unknown = e.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : null;
  return code ? `${e.name} ${code}` : e.name;
}
