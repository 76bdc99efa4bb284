export { PriceService, PRICE_TTL_MS, type PriceServiceDeps, type QuotesSource } from './priceService';
export { fetchCmcQuotes, type CmcCtx, type FetchQuotesParams } from './fetchCmcQuotes';
export {
  pricesConfigFor,
  pricesDeps,
  cmcKeysFromEnv,
  CMC_MAINNET_URL,
  type PricesConfig,
} from './pricesConfig';
