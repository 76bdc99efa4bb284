import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import type { WalletFamily } from '../chains/family';
import { startCmcServer, type CmcServer } from './fixtures/cmcServer';
import { startCoinGeckoServer } from './fixtures/coingeckoServer';

/**
 * 'prices.get' and the quote's fiat fee through the real app (services, real signer, real
 * encrypted cache) against a CoinMarketCap-format server on 127.0.0.1.
 */
const notUsed = () => Promise.reject(new Error('not used by this test'));
const quoteOnlyEvm: WalletFamily = {
  network: 'regtest',
  snapshot: (coin) =>
    Promise.resolve({ balance: 5n * 10n ** 18n, history: [], receiveAddress: coin.address }),
  quote: (_c, p) =>
    Promise.resolve({
      amount: p.amount,
      fee: 21_000n * 10n ** 9n * 20n, // 0.00042 ETH
      isMax: false,
      feeOptions: [{ title: 'Normal' as const, price: 20n * 10n ** 9n }],
      feeUnit: 'gwei',
      feeUnitDecimals: 9,
    }),
  prepare: notUsed,
  broadcast: notUsed,
  status: notUsed,
};

let server: CmcServer;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const form = {
  coinId: 'ethereum:native',
  to: '0x000000000000000000000000000000000000dEaD',
  amount: '1',
  sendAll: false,
  feeOption: 'Normal',
};

beforeAll(async () => {
  server = await startCmcServer({
    prices: { USD: { ETH: '3012.5', BTC: '64123.45' }, EUR: { ETH: '2800.1' } },
    limitedKeys: new Set(['spent']),
  });
  t = await startTestApp({
    families: { evm: quoteOnlyEvm },
    prices: { cmc: { baseUrl: server.url, keys: ['spent', 'k2'] } },
  });
});
afterAll(async () => {
  await t?.dispose();
  await server?.close();
});

describe('prices through the app', () => {
  it('needs an unlocked wallet', async () => {
    expect((await fails('prices.get', { symbols: ['BTC'] })).code).toBe('LOCKED');
  });

  it('answers in the local currency, null where the provider has no price', async () => {
    await call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
      password: 'long enough password',
    });
    expect(await call('prices.get', { symbols: ['BTC', 'ETH', 'NOPE'] })).toEqual({
      currency: 'USD',
      prices: [
        { symbol: 'BTC', price: '64123.45' },
        { symbol: 'ETH', price: '3012.5' },
        { symbol: 'NOPE', price: null },
      ],
    });
    // the rate-limited key was passed over for the next one
    expect(server.requests.map((r) => r.key)).toEqual(['spent', 'k2']);
  });

  it('fills the quote fiat fee from the price (0.00042 ETH × 3012.5 = $1.27)', async () => {
    expect(await call('send.quote', form)).toMatchObject({ fee: '0.00042', fiatFee: '$1.27' });
  });

  it('follows settings.localCurrency', async () => {
    await call('settings.update', { localCurrency: 'EUR' });
    expect(await call('prices.get', { symbols: ['ETH'] })).toEqual({
      currency: 'EUR',
      prices: [{ symbol: 'ETH', price: '2800.1' }],
    });
    expect((await call('send.quote', form)).fiatFee).toBe('€1.18'); // 1.176042
    await call('settings.update', { localCurrency: 'USD' });
  });

  it('refuses symbols the provider could not be asked for, and more than 200', async () => {
    expect((await fails('prices.get', { symbols: ['btc'] })).code).toBe('BAD_INPUT');
    expect((await fails('prices.get', { symbols: ['BTC,ETH'] })).code).toBe('BAD_INPUT');
    expect((await fails('prices.get', { symbols: Array.from({ length: 201 }, () => 'BTC') })).code).toBe(
      'BAD_INPUT',
    );
  });
});

describe('prices without a provider', () => {
  it('answers null for every symbol and leaves the fiat fee out', async () => {
    const bare = await startTestApp({ families: { evm: quoteOnlyEvm } });
    try {
      const d = dispatcher(() => bare.app.dispatch);
      await d.call('wallets.importKey', {
        chainName: 'ethereum',
        privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
        password: 'long enough password',
      });
      expect(await d.call('prices.get', { symbols: ['ETH'] })).toEqual({
        currency: 'USD',
        prices: [{ symbol: 'ETH', price: null }],
      });
      expect(await d.call('send.quote', form)).not.toHaveProperty('fiatFee');
    } finally {
      await bare.dispose();
    }
  });
});

describe("the keyless default and the user's CoinMarketCap key", () => {
  it('prices from CoinGecko without any key; a key in settings puts CoinMarketCap first; what it lacks comes from CoinGecko', async () => {
    const gecko = await startCoinGeckoServer({
      coins: {
        ethereum: { symbol: 'eth', prices: { usd: '2999.99' }, changes: { usd: '-1.2468' } },
        bitcoin: { symbol: 'btc', prices: { usd: '61000.5' }, changes: { usd: '0.5' } },
      },
    });
    const cmc = await startCmcServer({ prices: { USD: { ETH: '3012.5' } }, limitedKeys: new Set() });
    const app = await startTestApp({
      families: { evm: quoteOnlyEvm },
      prices: { cmc: { baseUrl: cmc.url, keys: [] }, coingecko: { baseUrl: gecko.url } },
    });
    try {
      const d = dispatcher(() => app.app.dispatch);
      await d.call('wallets.importKey', {
        chainName: 'ethereum',
        privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
        password: 'long enough password',
      });
      expect((await d.call('prices.get', { symbols: ['ETH'] })).prices).toEqual([
        { symbol: 'ETH', price: '2999.99', change24h: '-1.25' },
      ]);
      expect(cmc.requests).toHaveLength(0); // no key: CoinMarketCap is not asked at all
      // one request for the price, one for the day's change
      expect(gecko.requests.map((r) => [r.ids, r.includeChange ?? null])).toEqual([
        [['ethereum'], null],
        [['ethereum'], 'true'],
      ]);

      await d.call('settings.update', { apiKeys: { coinmarketcap: 'user-key' } });
      // BTC is not cached yet: CoinMarketCap (with the user's key) is asked first and has no
      // BTC, so CoinGecko prices it; ETH was cached from the first answer.
      expect((await d.call('prices.get', { symbols: ['BTC', 'ETH'] })).prices).toEqual([
        { symbol: 'BTC', price: '61000.5', change24h: '+0.50' },
        { symbol: 'ETH', price: '2999.99', change24h: '-1.25' },
      ]);
      expect(cmc.requests.map((r) => r.key)).toEqual(['user-key']);
      expect(gecko.requests.filter((r) => !r.includeChange).at(-1)?.ids).toEqual(['bitcoin']);
    } finally {
      await app.dispose();
      await cmc.close();
      await gecko.close();
    }
  });
});
