import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../net/http';
import { fetchCoinGeckoChanges } from './fetchCoinGeckoChanges';
import type { CoinGeckoCtx } from './fetchCoinGeckoQuotes';
import { startCoinGeckoServer, type CoinGeckoServer } from './fixtures/coingeckoServer';
import { PriceChangeService } from './priceChangeService';

let server: CoinGeckoServer;
const logs: string[] = [];
const ctx = (): CoinGeckoCtx => ({
  http: createHttp({ backoffMs: 0 }),
  baseUrl: server.url,
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
    bitcoin: { symbol: 'btc', prices: { usd: '64123.45' }, changes: { usd: '2.3456789' } },
    ethereum: { symbol: 'eth', prices: { usd: '3012.9' }, changes: { usd: '-1.005' } },
    tether: { symbol: 'usdt', prices: { usd: '1.0001' }, changes: { usd: '-0.0012' } },
    // listed but too new for a change: no `usd_24h_change` field
    bonk: { symbol: 'bonk', prices: { usd: '1e-7' } },
  };
});

describe('fetchCoinGeckoChanges against a CoinGecko-format server', () => {
  it('asks once for every id with include_24hr_change=true', async () => {
    await fetchCoinGeckoChanges(ctx(), { symbols: ['BTC', 'ETH'], currency: 'USD' });
    expect(server.requests.map((r) => r.query)).toEqual([
      'ids=bitcoin,ethereum&vs_currencies=usd&include_24hr_change=true',
    ]);
  });

  it('reads signed percents rounded to two places; no field or no id means no entry', async () => {
    const got = await fetchCoinGeckoChanges(ctx(), {
      symbols: ['BTC', 'ETH', 'USDT', 'BONK', 'NOPE'],
      currency: 'USD',
    });
    expect(Object.fromEntries(got)).toEqual({ BTC: '+2.35', ETH: '-1.00', USDT: '0.00' });
  });

  it('gives nothing on a 429 or a malformed answer, and logs the host only', async () => {
    server.state.failWith = 429;
    expect((await fetchCoinGeckoChanges(ctx(), { symbols: ['BTC'], currency: 'USD' })).size).toBe(0);
    server.state.failWith = null;
    server.state.rawBody = '[1,2]';
    expect((await fetchCoinGeckoChanges(ctx(), { symbols: ['BTC'], currency: 'USD' })).size).toBe(0);
    expect(logs).toHaveLength(2);
    expect(logs.join('\n')).not.toContain('bitcoin');
    expect(logs[1]).toContain('unexpected answer shape');
  });
});

describe('PriceChangeService over the server', () => {
  it('reuses an answer for five minutes, asks again after; an outage is not remembered', async () => {
    let now = 1_000_000;
    const svc = new PriceChangeService({
      source: (s, c) => fetchCoinGeckoChanges(ctx(), { symbols: s, currency: c }),
      now: () => now,
    });
    expect(Object.fromEntries(await svc.get(['BTC', 'NOPE'], 'USD'))).toEqual({ BTC: '+2.35', NOPE: null });
    await svc.get(['BTC'], 'USD');
    expect(server.requests).toHaveLength(1);
    now += 5 * 60_000;
    server.state.coins.bitcoin!.changes = { usd: '-3' };
    expect((await svc.get(['BTC'], 'USD')).get('BTC')).toBe('-3.00');
    expect(server.requests).toHaveLength(2);

    now += 5 * 60_000;
    server.state.failWith = 500;
    expect((await svc.get(['BTC'], 'USD')).get('BTC')).toBeNull();
    server.state.failWith = null;
    const asked = server.requests.length; // the client retries a 500 a few times
    expect((await svc.get(['BTC'], 'USD')).get('BTC')).toBe('-3.00');
    expect(server.requests).toHaveLength(asked + 1);
  });
});
