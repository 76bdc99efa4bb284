import type { LocalEndpoints } from '../config/localEndpoints';
import { COINGECKO_PUBLIC_URL } from './fetchCoinGeckoQuotes';

export const CMC_MAINNET_URL = 'https://pro-api.coinmarketcap.com';

/** Where fiat prices come from; the sources are asked in this order (CoinMarketCap first). */
export interface PricesConfig {
  /** CoinMarketCap quotes API; used once there is a key (settings or WALLET_CMC_KEYS) */
  cmc?: { baseUrl: string; keys: string[] };
  /** the keyless default (CoinGecko's public API), asked for what CoinMarketCap did not price */
  coingecko?: { baseUrl: string };
}

/** WALLET_CMC_KEYS="k1,k2" (or the settings field): tried in order, the next one on a 429. */
export function cmcKeysFromEnv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/**
 * Where prices come from in each profile. Mainnet: CoinMarketCap when the user has keys,
 * and CoinGecko's keyless public API always, so a fresh install shows fiat values. Local:
 * the loopback stand-ins named in WALLET_LOCAL_ENDPOINTS (any key works there). Testnet
 * coins have no market value, so the testnet profile shows none rather than a mainnet
 * price for a worthless coin.
 */
export function pricesConfigFor(
  network: 'mainnet' | 'testnet' | 'local',
  local: LocalEndpoints,
  keysEnv: string | undefined,
): PricesConfig | undefined {
  const keys = cmcKeysFromEnv(keysEnv);
  if (network === 'mainnet')
    return { cmc: { baseUrl: CMC_MAINNET_URL, keys }, coingecko: { baseUrl: COINGECKO_PUBLIC_URL } };
  if (network === 'local' && local.prices) {
    const { baseUrl, coingeckoUrl } = local.prices;
    return {
      ...(baseUrl ? { cmc: { baseUrl, keys: keys.length > 0 ? keys : ['local'] } } : {}),
      ...(coingeckoUrl ? { coingecko: { baseUrl: coingeckoUrl } } : {}),
    };
  }
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
