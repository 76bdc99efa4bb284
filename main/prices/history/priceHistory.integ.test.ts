import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../../net/http';
import { startCoinGeckoServer, type CoinGeckoServer } from '../fixtures/coingeckoServer';
import { wavySeries } from '../fixtures/marketChartRoute';
import { coinGeckoHistorySource } from './fetchCoinGeckoHistory';
import { PriceHistoryService } from './priceHistoryService';

let server: CoinGeckoServer;
const DAY = 86_400_000;
const source = () => coinGeckoHistorySource({ http: createHttp({ backoffMs: 0 }), baseUrl: server.url });

beforeAll(async () => {
  server = await startCoinGeckoServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.state.failWith = null;
  const now = Date.now();
  server.state.charts = {
    bitcoin: { usd: wavySeries(60_000, now), eur: [[now - 1000, '55000.5']] },
    ethereum: {
      usd: [
        [now - 2 * DAY, '3000'],
        [now - 3 * 60_000, '1.2345E-5'],
        [now - 60_000, '3100.25'],
      ],
    },
  };
});

describe('CoinGecko market_chart against a CoinGecko-format server', () => {
  it('asks /coins/{id}/market_chart with the lowercase currency and the range in days', async () => {
    await source().history({ symbol: 'BTC', currency: 'EUR', range: '7d' });
    expect(server.requests.map((r) => [r.path, r.query])).toEqual([
      ['/api/v3/coins/bitcoin/market_chart', 'vs_currency=eur&days=7'],
    ]);
    await source().history({ symbol: 'BTC', currency: 'USD', range: '1y' });
    expect(server.requests[1]!.query).toBe('vs_currency=usd&days=365');
  });

  it('reads the prices as decimal strings in time order, within the range', async () => {
    const day = (await source().history({ symbol: 'ETH', currency: 'USD', range: '24h' }))!;
    expect(day.map((p) => p.price)).toEqual(['0.000012345', '3100.25']);
    expect(day[0]!.t).toBeLessThan(day[1]!.t);
    const week = (await source().history({ symbol: 'BTC', currency: 'USD', range: '7d' }))!;
    expect(week.length).toBeGreaterThan(160);
    expect(week.length).toBeLessThan(170);
    expect(week.every((p) => /^\d+(\.\d+)?$/.test(p.price))).toBe(true);
  });

  it('an unlisted symbol or an id CoinGecko does not know has no history (null), not an error', async () => {
    expect(await source().history({ symbol: 'NOPE', currency: 'USD', range: '7d' })).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(await source().history({ symbol: 'DOGE', currency: 'USD', range: '7d' })).toBeNull();
  });

  it('a rate limit is an error that says so', async () => {
    server.state.failWith = 429;
    await expect(source().history({ symbol: 'BTC', currency: 'USD', range: '7d' })).rejects.toThrow(
      'Price history unavailable from CoinGecko (rate limited, try again in a minute)',
    );
  });
});

describe('PriceHistoryService over the CoinGecko source', () => {
  it('caches a range for its TTL, asks again after it, and keeps failures out of the cache', async () => {
    let now = Date.now();
    const svc = new PriceHistoryService({ source: source(), now: () => now });
    const first = await svc.series(['BTC', 'ETH', 'BTC'], 'USD', '24h');
    expect(first.map((s) => s.symbol)).toEqual(['BTC', 'ETH', 'BTC']);
    expect(first[0]!.points!.length).toBeGreaterThan(20);
    expect(server.requests).toHaveLength(2);
    await svc.series(['BTC'], 'USD', '24h');
    expect(server.requests).toHaveLength(2);
    now += 5 * 60_000; // the 24 h range's TTL
    await svc.series(['BTC'], 'USD', '24h');
    expect(server.requests).toHaveLength(3);

    server.state.failWith = 500;
    const failed = await svc.series(['ETH'], 'USD', '7d');
    expect(failed).toEqual([{ symbol: 'ETH', points: null, missing: 'unavailable' }]);
    server.state.failWith = null;
    const again = await svc.series(['ETH'], 'USD', '7d');
    expect(again[0]!.points).toHaveLength(3);
  });

  it('marks unlisted symbols, dedupes requests in flight, and stays within its bound', async () => {
    const svc = new PriceHistoryService({ source: source(), maxEntries: 2 });
    const [a, b] = await Promise.all([svc.series(['BTC'], 'USD', '30d'), svc.series(['BTC'], 'USD', '30d')]);
    expect(a).toEqual(b);
    expect(server.requests).toHaveLength(1);
    expect(await svc.series(['NOPE'], 'USD', '30d')).toEqual([
      { symbol: 'NOPE', points: null, missing: 'unlisted' },
    ]);
    await svc.series(['ETH'], 'USD', '30d');
    expect(svc.size).toBe(2);
    // BTC was the least recently used and has gone: asking again goes to the server
    await svc.series(['BTC'], 'USD', '30d');
    expect(server.requests.filter((r) => r.path.includes('bitcoin'))).toHaveLength(2);
  });
});
