import { describe, expect, it } from 'vitest';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { CMC_MAINNET_URL, cmcKeysFromEnv, pricesConfigFor, pricesDeps } from './pricesConfig';

describe('pricesConfigFor', () => {
  it('uses CoinMarketCap on mainnet only when keys are given', () => {
    expect(pricesConfigFor('mainnet', {}, ' k1, ,k2 ')).toEqual({
      baseUrl: CMC_MAINNET_URL,
      keys: ['k1', 'k2'],
    });
    expect(pricesConfigFor('mainnet', {}, undefined)).toBeUndefined();
    expect(pricesDeps('mainnet', {}, '')).toEqual({});
  });

  it('points the local profile at the loopback stand-in', () => {
    const local = localEndpointsFromEnv(JSON.stringify({ prices: { baseUrl: 'http://127.0.0.1:4100' } }));
    expect(pricesConfigFor('local', local, undefined)).toEqual({
      baseUrl: 'http://127.0.0.1:4100',
      keys: ['local'],
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
  });

  it('splits the key list', () => {
    expect(cmcKeysFromEnv('a,b')).toEqual(['a', 'b']);
    expect(cmcKeysFromEnv(undefined)).toEqual([]);
  });
});
