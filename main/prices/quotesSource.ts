import type { Http } from '../net/http';
import { firstAnswering } from './fallbackSource';
import { fetchCoinGeckoChanges } from './fetchCoinGeckoChanges';
import { fetchCmcQuotes } from './fetchCmcQuotes';
import { fetchCoinGeckoQuotes } from './fetchCoinGeckoQuotes';
import type { QuotesSource } from './priceService';
import type { PricesConfig } from './pricesConfig';

export interface QuotesSourceDeps {
  http: Http;
  /** the user's CoinMarketCap keys from settings, read per request so an edit applies at once */
  settingsKeys: () => string[];
  log: (message: string) => void;
}

/**
 * The price source of a profile: CoinMarketCap first when any key is known (the user's
 * settings, then the host's), then the keyless CoinGecko for whatever is still unpriced,
 * so an outage or a missing key never leaves the wallet without fiat values.
 */
export function quotesSourceFor(cfg: PricesConfig | undefined, d: QuotesSourceDeps): QuotesSource {
  return (symbols, currency) => {
    const sources: QuotesSource[] = [];
    if (cfg?.cmc) {
      const keys = [...new Set([...d.settingsKeys(), ...cfg.cmc.keys])];
      const cmc = { baseUrl: cfg.cmc.baseUrl, keys, http: d.http, log: d.log };
      if (keys.length > 0) sources.push((s, c) => fetchCmcQuotes(cmc, { symbols: s, currency: c }));
    }
    if (cfg?.coingecko) {
      const gecko = { baseUrl: cfg.coingecko.baseUrl, http: d.http, log: d.log };
      sources.push((s, c) => fetchCoinGeckoQuotes(gecko, { symbols: s, currency: c }));
    }
    return firstAnswering(sources)(symbols, currency);
  };
}

/**
 * Where the 24 h change comes from: CoinGecko's keyless simple price wherever CoinGecko is
 * configured (CoinMarketCap users still get it: one request per five minutes). Null: no change
 * is shown.
 */
export function changesSourceFor(
  cfg: PricesConfig | undefined,
  d: Omit<QuotesSourceDeps, 'settingsKeys'>,
): QuotesSource | null {
  if (!cfg?.coingecko) return null;
  const gecko = { baseUrl: cfg.coingecko.baseUrl, http: d.http, log: d.log };
  return (symbols, currency) => fetchCoinGeckoChanges(gecko, { symbols, currency });
}
