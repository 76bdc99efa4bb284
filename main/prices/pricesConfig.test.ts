import { describe, expect, it } from 'vitest';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { COINGECKO_PUBLIC_URL } from './fetchCoinGeckoQuotes';
import { createHttp } from '../net/http';
import { priceHistorySourceFor } from './history';
import { CMC_MAINNET_URL, cmcKeysFromEnv, pricesConfigFor, pricesDeps } from './pricesConfig';

describe('pricesConfigFor', () => {
  it("mainnet (the production default) draws charts from CoinGecko's keyless market chart; testnet has none", () => {
    expect(priceHistorySourceFor(pricesConfigFor('mainnet', {}, undefined), createHttp())?.name).toBe(
      'CoinGecko',
    );
    expect(priceHistorySourceFor(pricesConfigFor('testnet', {}, undefined), createHttp())).toBeNull();
  });

  it('mainnet: CoinMarketCap with the given keys, and the keyless CoinGecko default always', () => {
    expect(pricesConfigFor('mainnet', {}, ' k1, ,k2 ')).toEqual({
      cmc: { baseUrl: CMC_MAINNET_URL, keys: ['k1', 'k2'] },
      coingecko: { baseUrl: COINGECKO_PUBLIC_URL },
    });
    expect(pricesDeps('mainnet', {}, '')).toEqual({
      prices: { cmc: { baseUrl: CMC_MAINNET_URL, keys: [] }, coingecko: { baseUrl: COINGECKO_PUBLIC_URL } },
    });
  });

  it('points the local profile at the loopback stand-ins', () => {
    const local = localEndpointsFromEnv(
      JSON.stringify({
        prices: { baseUrl: 'http://127.0.0.1:4100', coingeckoUrl: 'http://127.0.0.1:4200/api/v3' },
      }),
    );
    expect(pricesConfigFor('local', local, undefined)).toEqual({
      cmc: { baseUrl: 'http://127.0.0.1:4100', keys: ['local'] },
      coingecko: { baseUrl: 'http://127.0.0.1:4200/api/v3' },
    });
    expect(pricesConfigFor('local', {}, 'k')).toBeUndefined();
  });

  it('shows no prices on testnet, whose coins have no market value', () => {
    expect(pricesConfigFor('testnet', {}, 'k1')).toBeUndefined();
  });

  it('refuses a non-loopback price endpoint in the local profile', () => {
    expect(() =>
      localEndpointsFromEnv(JSON.stringify({ prices: { baseUrl: 'https://pro-api.coinmarketcap.com' } })),
    ).toThrow(/127\.0\.0\.1/);
    expect(() =>
      localEndpointsFromEnv(JSON.stringify({ prices: { coingeckoUrl: 'https://api.coingecko.com/api/v3' } })),
    ).toThrow(/127\.0\.0\.1/);
  });

  it('splits the key list', () => {
    expect(cmcKeysFromEnv('a,b')).toEqual(['a', 'b']);
    expect(cmcKeysFromEnv(undefined)).toEqual([]);
  });
});
