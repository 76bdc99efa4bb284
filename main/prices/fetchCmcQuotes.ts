import { withKeyRotation, type Http } from '../net/http';
import { parseCmcQuotes } from './cmcWire';

export interface CmcCtx {
  http: Http;
  /** e.g. https://pro-api.coinmarketcap.com, or a fixture server on 127.0.0.1 */
  baseUrl: string;
  keys: readonly string[];
  log: (message: string) => void;
}

export interface FetchQuotesParams {
  symbols: readonly string[];
  /** fiat code, e.g. 'USD' */
  currency: string;
}

/**
 * GET {base}/v1/cryptocurrency/quotes/latest?symbol=BTC,ETH&convert=USD with the
 * X-CMC_PRO_API_KEY header. On 429 the next key is tried (spec §8); any other failure
 * gives an empty map, logged without the key, so a price outage never breaks a screen.
 * `skip_invalid` keeps one unknown token symbol from failing the whole batch.
 */
export async function fetchCmcQuotes(ctx: CmcCtx, p: FetchQuotesParams): Promise<Map<string, string>> {
  if (p.symbols.length === 0 || ctx.keys.length === 0) return new Map();
  // Symbols and currency are [A-Z0-9] (checked by the contract), so the query needs no escaping
  // and keeps the provider's documented form `symbol=BTC,ETH`.
  const query = `symbol=${p.symbols.join(',')}&convert=${p.currency}&skip_invalid=true`;
  const url = new URL(`/v1/cryptocurrency/quotes/latest?${query}`, ctx.baseUrl);
  try {
    const body = await withKeyRotation(ctx.keys, (key) =>
      ctx.http.json(url.toString(), { headers: { 'X-CMC_PRO_API_KEY': key } }),
    );
    return parseCmcQuotes(body, p.symbols, p.currency);
  } catch (e) {
    ctx.log(`prices: quotes unavailable (${e instanceof Error ? e.message : 'unknown error'})`);
    return new Map();
  }
}
