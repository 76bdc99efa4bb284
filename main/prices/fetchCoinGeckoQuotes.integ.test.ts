import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../net/http';
import { fetchCoinGeckoQuotes, type CoinGeckoCtx } from './fetchCoinGeckoQuotes';
import { startCoinGeckoServer, type CoinGeckoServer } from './fixtures/coingeckoServer';
import { PriceService } from './priceService';

let server: CoinGeckoServer;
const logs: string[] = [];
const ctx = (baseUrl = server.url): CoinGeckoCtx => ({
  http: createHttp({ backoffMs: 0 }),
  baseUrl,
  log: (m) => logs.push(m),
});

beforeAll(async () => {
  server = await startCoinGeckoServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logs.length = 0;
  server.state.failWith = null;
  server.state.rawBody = null;
  server.state.coins = {
    bitcoin: { symbol: 'btc', prices: { usd: '64123.45', eur: '59000.1' } },
    ethereum: { symbol: 'eth', prices: { usd: '3012.9' } },
    'shiba-inu': { symbol: 'shib', prices: { usd: '0.000012345' } },
    bonk: { symbol: 'bonk', prices: { usd: '1e-7' } },
    'jupiter-exchange-solana': { symbol: 'jup', prices: { usd: '1.2345E-5' } },
    tether: { symbol: 'usdt', prices: { usd: '1.0001' } },
    // Another coin calling itself USDT, as many do; a symbol lookup could land on it.
    'fake-tether': { symbol: 'usdt', prices: { usd: '0.42' } },
    // Binance-Peg ETH shares ETH's symbol too.
    'binance-peg-weth': { symbol: 'eth', prices: { usd: '3000.5' } },
  };
});

describe('fetchCoinGeckoQuotes against a CoinGecko-format server', () => {
  it('sends one GET with the ids, the lowercase currency and full precision', async () => {
    await fetchCoinGeckoQuotes(ctx(), { symbols: ['BTC', 'ETH', 'USDT'], currency: 'USD' });
    expect(server.requests).toEqual([
      {
        path: '/api/v3/simple/price',
        ids: ['bitcoin', 'ethereum', 'tether'],
        vsCurrencies: ['usd'],
        precision: 'full',
        query: 'ids=bitcoin,ethereum,tether&vs_currencies=usd&precision=full',
      },
    ]);
  });

  it('reads several symbols as exact decimal strings; an unknown symbol is absent', async () => {
    const got = await fetchCoinGeckoQuotes(ctx(), {
      symbols: ['BTC', 'ETH', 'NOPE', 'BONK', 'JUP', 'LINK'],
      currency: 'USD',
    });
    expect(Object.fromEntries(got)).toEqual({
      BTC: '64123.45',
      ETH: '3012.9',
      BONK: '0.0000001', // 1e-7 on the wire
      JUP: '0.000012345', // 1.2345E-5 on the wire
    });
    // NOPE has no id, so it is not asked for; LINK is asked, but the server has no price for it.
    expect(server.requests[0]!.ids).toEqual([
      'bitcoin',
      'ethereum',
      'bonk',
      'jupiter-exchange-solana',
      'chainlink',
    ]);
  });

  it('asks in the chosen currency', async () => {
    const got = await fetchCoinGeckoQuotes(ctx(), { symbols: ['BTC', 'ETH'], currency: 'EUR' });
    expect(Object.fromEntries(got)).toEqual({ BTC: '59000.1' });
    expect(server.requests[0]!.vsCurrencies).toEqual(['eur']);
  });

  it('prices a symbol several coins share from the table’s coin, not a look-alike', async () => {
    const got = await fetchCoinGeckoQuotes(ctx(), { symbols: ['USDT', 'ETH'], currency: 'USD' });
    expect(Object.fromEntries(got)).toEqual({ USDT: '1.0001', ETH: '3012.9' });
    expect(server.requests[0]!.ids).toEqual(['tether', 'ethereum']);
  });

  it('makes no request when no asked symbol has an id', async () => {
    expect((await fetchCoinGeckoQuotes(ctx(), { symbols: ['NOPE'], currency: 'USD' })).size).toBe(0);
    expect((await fetchCoinGeckoQuotes(ctx(), { symbols: [], currency: 'USD' })).size).toBe(0);
    expect(server.requests).toHaveLength(0);
  });

  it('returns an empty map on 429, once, and logs the host but not the query', async () => {
    server.state.failWith = 429;
    const got = await fetchCoinGeckoQuotes(ctx(), { symbols: ['BTC', 'ETH'], currency: 'USD' });
    expect(got.size).toBe(0);
    expect(server.requests).toHaveLength(1); // 4xx is not retried
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('HTTP 429');
    expect(logs[0]).toContain(new URL(server.url).host);
    expect(logs[0]).not.toMatch(/bitcoin|simple\/price|ids=/);
  });

  it('returns an empty map on a 500 after the client’s retries', async () => {
    server.state.failWith = 500;
    const got = await fetchCoinGeckoQuotes(ctx(), { symbols: ['BTC'], currency: 'USD' });
    expect(got.size).toBe(0);
    expect(server.requests).toHaveLength(3);
    expect(logs.join('\n')).toMatch(/HTTP 500/);
  });

  it('returns an empty map on a malformed answer, never throwing', async () => {
    for (const raw of ['<html>rate limited</html>', '[{"bitcoin":{"usd":1}}]', '"bitcoin"']) {
      server.state.rawBody = raw;
      await expect(fetchCoinGeckoQuotes(ctx(), { symbols: ['BTC'], currency: 'USD' })).resolves.toEqual(
        new Map(),
      );
    }
    expect(logs).toHaveLength(3);
    expect(logs.join('\n')).not.toContain('bitcoin');
  });

  it('drops a negative or non-numeric price and keeps the rest', async () => {
    server.state.rawBody = '{"bitcoin":{"usd":-3},"ethereum":{"usd":"3012.9"},"bonk":{"usd":2.5e-6}}';
    const got = await fetchCoinGeckoQuotes(ctx(), { symbols: ['BTC', 'ETH', 'BONK'], currency: 'USD' });
    expect(Object.fromEntries(got)).toEqual({ BONK: '0.0000025' });
  });

  it('returns an empty map when nothing listens, logging the host only', async () => {
    const closed = await startCoinGeckoServer();
    const url = closed.url;
    await closed.close();
    const got = await fetchCoinGeckoQuotes(
      { http: createHttp({ backoffMs: 0, retries: 0 }), baseUrl: url, log: (m) => logs.push(m) },
      { symbols: ['BTC'], currency: 'USD' },
    );
    expect(got.size).toBe(0);
    expect(logs[0]).toContain(new URL(url).host);
    expect(logs[0]).not.toContain('ids=');
  });
});

describe('PriceService over CoinGecko', () => {
  it('caches the answer and asks again after an outage', async () => {
    const c = ctx();
    const prices = new PriceService({
      source: (symbols, currency) => fetchCoinGeckoQuotes(c, { symbols, currency }),
      now: () => 1_000,
    });
    server.state.failWith = 429;
    expect(await prices.price('BTC', 'USD')).toBeNull();
    server.state.failWith = null;
    expect(Object.fromEntries(await prices.get(['BTC', 'NOPE'], 'USD'))).toEqual({
      BTC: '64123.45',
      NOPE: null,
    });
    expect(await prices.price('BTC', 'USD')).toBe('64123.45');
    expect(server.requests).toHaveLength(2);
  });
});
