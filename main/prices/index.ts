export { PriceService, PRICE_TTL_MS, type PriceServiceDeps, type QuotesSource } from './priceService';
export { fetchCmcQuotes, type CmcCtx, type FetchQuotesParams } from './fetchCmcQuotes';
export { fetchCoinGeckoQuotes, COINGECKO_PUBLIC_URL, type CoinGeckoCtx } from './fetchCoinGeckoQuotes';
export { COINGECKO_IDS, coingeckoIdOf } from './coingeckoIds';
export { firstAnswering } from './fallbackSource';
export {
  pricesConfigFor,
  pricesDeps,
  cmcKeysFromEnv,
  CMC_MAINNET_URL,
  type PricesConfig,
} from './pricesConfig';
export { changesSourceFor, quotesSourceFor, type QuotesSourceDeps } from './quotesSource';
export { PriceChangeService, type PriceChangeServiceDeps } from './priceChangeService';
export { fetchCoinGeckoChanges } from './fetchCoinGeckoChanges';
