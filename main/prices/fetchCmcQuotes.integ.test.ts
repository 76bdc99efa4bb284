import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../net/http';
import { fetchCmcQuotes, type CmcCtx } from './fetchCmcQuotes';
import { startCmcServer, type CmcServer } from './fixtures/cmcServer';
import { PRICE_TTL_MS, PriceService } from './priceService';

let server: CmcServer;
const logs: string[] = [];
const ctx = (keys: string[]): CmcCtx => ({
  http: createHttp({ backoffMs: 0 }),
  baseUrl: server.url,
  keys,
  log: (m) => logs.push(m),
});

beforeAll(async () => {
  server = await startCmcServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logs.length = 0;
  server.state.prices = {
    USD: { BTC: '64123.45', ETH: '3012.9', SHIB: '0.00001234', TINY: '1.2e-7' },
    EUR: { BTC: '59000.1' },
  };
  server.state.limitedKeys = new Set();
  server.state.failWith = null;
  server.state.shape = 'v1';
});

describe('fetchCmcQuotes against a CoinMarketCap-format server', () => {
  it('asks in the documented form and reads prices as exact decimal strings', async () => {
    const got = await fetchCmcQuotes(ctx(['k1']), {
      symbols: ['BTC', 'ETH', 'SHIB', 'TINY', 'NOPE'],
      currency: 'USD',
    });
    expect(Object.fromEntries(got)).toEqual({
      BTC: '64123.45',
      ETH: '3012.9',
      SHIB: '0.00001234',
      TINY: '0.00000012',
    });
    expect(server.requests).toEqual([
      {
        path: '/v1/cryptocurrency/quotes/latest',
        symbols: ['BTC', 'ETH', 'SHIB', 'TINY', 'NOPE'],
        convert: 'USD',
        key: 'k1',
      },
    ]);
  });

  it('reads the v2 shape, where each symbol holds an array of records', async () => {
    server.state.shape = 'v2';
    const got = await fetchCmcQuotes(ctx(['k1']), { symbols: ['BTC'], currency: 'EUR' });
    expect(got.get('BTC')).toBe('59000.1');
  });

  it('moves to the next key on 429', async () => {
    server.state.limitedKeys = new Set(['k1', 'k2']);
    const got = await fetchCmcQuotes(ctx(['k1', 'k2', 'k3']), { symbols: ['BTC'], currency: 'USD' });
    expect(got.get('BTC')).toBe('64123.45');
    expect(server.requests.map((r) => r.key)).toEqual(['k1', 'k2', 'k3']);
  });

  it('returns empty when every key is rate limited', async () => {
    server.state.limitedKeys = new Set(['k1', 'k2']);
    const got = await fetchCmcQuotes(ctx(['k1', 'k2']), { symbols: ['BTC'], currency: 'USD' });
    expect(got.size).toBe(0);
    expect(logs).toHaveLength(1);
  });

  it('returns empty on a 500 without trying other keys, and logs no key', async () => {
    server.state.failWith = 500;
    const got = await fetchCmcQuotes(ctx(['secret-key-1', 'secret-key-2']), {
      symbols: ['BTC'],
      currency: 'USD',
    });
    expect(got.size).toBe(0);
    expect(new Set(server.requests.map((r) => r.key))).toEqual(new Set(['secret-key-1']));
    expect(logs.join('\n')).toMatch(/HTTP 500/);
    expect(logs.join('\n')).not.toMatch(/secret-key/);
  });

  it('returns empty on a 401 (bad key) and asks nothing without keys', async () => {
    server.state.failWith = 401;
    expect((await fetchCmcQuotes(ctx(['k1', 'k2']), { symbols: ['BTC'], currency: 'USD' })).size).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect((await fetchCmcQuotes(ctx([]), { symbols: ['BTC'], currency: 'USD' })).size).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe('PriceService over the provider', () => {
  it('reuses a price for 5 minutes per (symbol, currency) and asks again after', async () => {
    let now = 1_000_000;
    const c = ctx(['k1']);
    const prices = new PriceService({
      source: (symbols, currency) => fetchCmcQuotes(c, { symbols, currency }),
      now: () => now,
    });
    expect(Object.fromEntries(await prices.get(['BTC', 'ETH', 'NOPE'], 'USD'))).toEqual({
      BTC: '64123.45',
      ETH: '3012.9',
      NOPE: null,
    });
    expect(server.requests).toHaveLength(1);

    server.state.prices.USD!.BTC = '65000';
    now += PRICE_TTL_MS - 1;
    expect(await prices.price('BTC', 'USD')).toBe('64123.45');
    expect(await prices.get(['ETH', 'NOPE'], 'USD')).toEqual(
      new Map([
        ['ETH', '3012.9'],
        ['NOPE', null],
      ]),
    );
    expect(server.requests).toHaveLength(1);

    // Another currency is another cache entry.
    expect(await prices.price('BTC', 'EUR')).toBe('59000.1');
    expect(server.requests).toHaveLength(2);

    now += 1;
    expect(await prices.price('BTC', 'USD')).toBe('65000');
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]!.symbols).toEqual(['BTC']);
  });

  it('remembers nothing from a failed request, so the next call asks again', async () => {
    const c = ctx(['k1']);
    const prices = new PriceService({
      source: (symbols, currency) => fetchCmcQuotes(c, { symbols, currency }),
      now: () => 5,
    });
    server.state.failWith = 500;
    expect(await prices.price('BTC', 'USD')).toBeNull();
    server.state.failWith = null;
    expect(await prices.price('BTC', 'USD')).toBe('64123.45');
  });
});
