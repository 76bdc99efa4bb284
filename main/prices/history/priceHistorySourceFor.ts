import type { Http } from '../../net/http';
import type { PricesConfig } from '../pricesConfig';
import { coinGeckoHistorySource } from './fetchCoinGeckoHistory';
import type { PriceHistorySource } from './priceHistory';

/**
 * The history source of a profile: CoinGecko's keyless market chart wherever CoinGecko is
 * configured (mainnet, or the local stand-in). CoinMarketCap's history needs a paid plan, so
 * it is not a default; another provider is one more PriceHistorySource. Null: no charts.
 */
export function priceHistorySourceFor(cfg: PricesConfig | undefined, http: Http): PriceHistorySource | null {
  return cfg?.coingecko ? coinGeckoHistorySource({ http, baseUrl: cfg.coingecko.baseUrl }) : null;
}
