import type { LocalEndpoints } from '../config/localEndpoints';

export const CMC_MAINNET_URL = 'https://pro-api.coinmarketcap.com';

export interface PricesConfig {
  baseUrl: string;
  keys: string[];
}

/** WALLET_CMC_KEYS="k1,k2": tried in order, the next one on a 429. */
export function cmcKeysFromEnv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/**
 * Where prices come from in each profile. Mainnet: CoinMarketCap with the user's keys, none
 * without keys. Local: the stand-in named in WALLET_LOCAL_ENDPOINTS (any key works there).
 * Testnet coins have no market value, so the testnet profile shows none rather than a
 * mainnet price for a worthless coin.
 */
export function pricesConfigFor(
  network: 'mainnet' | 'testnet' | 'local',
  local: LocalEndpoints,
  keysEnv: string | undefined,
): PricesConfig | undefined {
  const keys = cmcKeysFromEnv(keysEnv);
  if (network === 'mainnet') return keys.length > 0 ? { baseUrl: CMC_MAINNET_URL, keys } : undefined;
  if (network === 'local' && local.prices)
    return { baseUrl: local.prices.baseUrl, keys: keys.length > 0 ? keys : ['local'] };
  return undefined;
}

/** The `prices` entry of AppDeps for a host: present only when a provider is configured. */
export function pricesDeps(
  network: 'mainnet' | 'testnet' | 'local',
  local: LocalEndpoints,
  keysEnv: string | undefined,
): { prices?: PricesConfig } {
  const prices = pricesConfigFor(network, local, keysEnv);
  return prices ? { prices } : {};
}
