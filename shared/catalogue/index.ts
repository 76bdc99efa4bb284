export { CATALOGUE, defaultCatalogueEntries, findCatalogueEntry } from './catalogue';
export { coinKey, NATIVE_KEY_PART } from './coinKey';
export { chainHasTokens, isContractAddressShape } from './contractAddress';
export { DEFAULT_CHAIN_NAMES } from './defaults';
export { searchCoins, type SearchableCoin } from './searchCoins';
export {
  CatalogueEntrySchema,
  CoinTypeSchema,
  MAX_COIN_DECIMALS,
  type CatalogueEntry,
  type CoinType,
  type TokenSeed,
} from './types';
