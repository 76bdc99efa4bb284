export {
  RANGE_DAYS,
  RANGE_TTL_MS,
  type PricePoint,
  type PriceHistorySource,
  type PriceHistoryParams,
} from './priceHistory';
export { coinGeckoHistorySource, type CoinGeckoHistoryCtx } from './fetchCoinGeckoHistory';
export { parseMarketChart } from './coingeckoMarketChartWire';
export { PriceHistoryService, type PriceHistoryServiceDeps } from './priceHistoryService';
export { priceHistorySourceFor } from './priceHistorySourceFor';
