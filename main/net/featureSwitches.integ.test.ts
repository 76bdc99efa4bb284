/**
 * Settings → Privacy's switches through the real app (services, real signer, real encrypted
 * cache): with a feature off, main makes no request of its kind at all. One server stands in
 * for the market-data provider (CoinMarketCap format), the news feed and the update feed, and
 * counts what reaches it; each switch is turned off in turn and its count must not move while
 * the others still answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { startCmcServer, type CmcServer } from '../prices/fixtures/cmcServer';
import { latestYmlChecker } from '../product/updateFeed';
import { offMessage } from './featureGate';
import { createHttp } from './http';

let cmc: CmcServer;
let feeds: http.Server;
const seen = { news: 0, update: 0 };
let t: TestApp;
const { call } = dispatcher(() => t.app.dispatch);

beforeAll(async () => {
  cmc = await startCmcServer({ prices: { USD: { ETH: '3012.5', BTC: '64123.45' } } });
  feeds = http.createServer((req, res) => {
    if (req.url === '/news') {
      seen.news++;
      return res.end(JSON.stringify([{ key: 'n1', message: 'Hello' }]));
    }
    if (req.url === '/updates/latest.yml') {
      seen.update++;
      return res.end(
        [
          'version: 9.9.9',
          'files:',
          '  - url: Vault-Wallet-9.9.9.AppImage',
          '    sha512: 3nHqSgZvGv3mTnDmc0ZeVnLVG2Xk1y0Dxm6Y3bkFQ5G1S7KxLxVhN4Rr4h0VCe5E8gGvJ5h2fKc4r7v2zZ0cA==',
          '    size: 104857600',
          'path: Vault-Wallet-9.9.9.AppImage',
        ].join('\n'),
      );
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  t = await startTestApp({
    prices: { cmc: { baseUrl: cmc.url, keys: ['k1'] } },
    product: { newsUrl: `${base}/news`, updates: latestYmlChecker(createHttp(), `${base}/updates/`) },
  });
  await call('wallets.importPhrase', {
    phrase: 'test test test test test test test test test test test junk',
    password: 'long enough password',
  });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
  await cmc?.close();
  await new Promise((r) => feeds.close(r));
});

const priceOf = async (symbol: string) =>
  (await call('prices.get', { symbols: [symbol] })).prices.find((p) => p.symbol === symbol)?.price ?? null;

describe('optional features, each behind its own switch', () => {
  it('are all on by default and ask their hosts', async () => {
    expect((await call('settings.get', {})).features).toEqual({
      prices: true,
      news: true,
      updateCheck: true,
      remoteIcons: true,
    });
    expect(await priceOf('ETH')).toBe('3012.5');
    expect((await call('news.next', {})).item?.key).toBe('n1');
    // the feed answered (the test app's version, 'test', is not one to compare with)
    expect((await call('updates.check', {})).error).not.toContain('turned off');
    expect(cmc.requests.length).toBeGreaterThan(0);
    expect(seen.news).toBeGreaterThan(0);
    expect(seen.update).toBeGreaterThan(0);
  });

  it('prices off: no market-data request, no price shown', async () => {
    await call('settings.update', { features: { prices: false } });
    const before = cmc.requests.length;
    expect(await priceOf('BTC')).toBeNull();
    expect(cmc.requests.length).toBe(before);
    // the others still ask
    const news = seen.news;
    await call('news.next', {});
    expect(seen.news).toBe(news + 1);
  });

  it('news off: the feed is not fetched', async () => {
    await call('settings.update', { features: { news: false } });
    const before = seen.news;
    expect((await call('news.next', {})).item).toBeNull();
    expect(seen.news).toBe(before);
  });

  it('update check off: the feed is not asked, and the page says why', async () => {
    await call('settings.update', { features: { updateCheck: false } });
    const before = seen.update;
    const state = await call('updates.check', {});
    expect(seen.update).toBe(before);
    expect(state.error).toBe(`Could not check for updates: ${offMessage('The update check')}`);
  });

  it('back on, each asks again', async () => {
    await call('settings.update', { features: { prices: true, news: true, updateCheck: true } });
    const [p, n, u] = [cmc.requests.length, seen.news, seen.update];
    expect(await priceOf('BTC')).toBe('64123.45');
    await call('news.next', {});
    await call('updates.check', {});
    expect(cmc.requests.length).toBeGreaterThan(p);
    expect(seen.news).toBe(n + 1);
    expect(seen.update).toBe(u + 1);
  });
});
