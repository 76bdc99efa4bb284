import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../ipc/events';
import { createHttp } from '../net/http';
import { NewsService } from './newsService';
import { latestYmlChecker } from './updateFeed';
import { UpdateService } from './updateService';

/** A product feed server: news JSON and electron-builder's generic-provider latest.yml. */
const feed = { news: '[]', latest: '' };
let server: http.Server;
let base: string;
let dir: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/news') return res.end(feed.news);
    if (req.url === '/updates/latest.yml') return res.end(feed.latest);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(os.tmpdir(), 'product-'));
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const latestYml = (version: string) =>
  [
    `version: ${version}`,
    'files:',
    `  - url: Vault-Wallet-${version}.AppImage`,
    '    sha512: 3nHqSgZvGv3mTnDmc0ZeVnLVG2Xk1y0Dxm6Y3bkFQ5G1S7KxLxVhN4Rr4h0VCe5E8gGvJ5h2fKc4r7v2zZ0cA==',
    '    size: 104857600',
    `path: Vault-Wallet-${version}.AppImage`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
  ].join('\n');

describe('news', () => {
  it('shows each key once, in feed order, and remembers what was closed across restarts', async () => {
    feed.news = JSON.stringify([
      { key: 'fees-2026-11', message: 'Network fees are high on Ethereum today.' },
      { key: 'staking', message: 'Stake TRX and SOL from the Staking screen.' },
    ]);
    const file = path.join(dir, 'news-seen.json');
    const news = new NewsService(createHttp(), `${base}/news`, file);
    expect((await news.next())?.key).toBe('fees-2026-11');
    news.dismiss('fees-2026-11');
    expect((await news.next())?.key).toBe('staking');
    const again = new NewsService(createHttp(), `${base}/news`, file);
    again.dismiss('staking');
    expect(await again.next()).toBeNull();
    expect(await new NewsService(createHttp(), `${base}/news`, file).next()).toBeNull();
  });

  it('has no news without a feed, or when the feed is not in the spec format', async () => {
    expect(await new NewsService(createHttp(), undefined, path.join(dir, 'a.json')).next()).toBeNull();
    feed.news = JSON.stringify({ data: [{ key: 'x', message: 'y' }] });
    expect(await new NewsService(createHttp(), `${base}/news`, path.join(dir, 'b.json')).next()).toBeNull();
  });
});

describe('updates', () => {
  const make = (current: string, at = 1_000) => {
    const events = new EventBus();
    const seen: string[] = [];
    events.subscribe((name) => seen.push(name));
    const svc = new UpdateService(
      current,
      latestYmlChecker(createHttp(), `${base}/updates/`),
      events,
      path.join(dir, `update-${current}.json`),
      () => at,
    );
    return { svc, seen };
  };

  it('announces a newer version from the generic feed, and says so', async () => {
    feed.latest = latestYml('1.3.0');
    const { svc, seen } = make('1.2.9');
    expect(svc.get()).toEqual({ current: '1.2.9', available: false, configured: true });
    expect(await svc.check()).toEqual({
      current: '1.2.9',
      latest: '1.3.0',
      available: true,
      configured: true,
      lastCheckedAt: 1_000,
      releaseDate: '2026-11-20T10:00:00.000Z',
    });
    expect(seen).toEqual(['updates.changed']);
  });

  it('is not available for the same or an older version, or a pre-release of the running one', async () => {
    for (const v of ['1.2.9', '1.2.8', '1.2.9-rc.1']) {
      feed.latest = latestYml(v);
      expect((await make('1.2.9').svc.check()).available).toBe(false);
    }
  });

  it('keeps the last check time across restarts, and a garbled feed is an error, never an update', async () => {
    feed.latest = latestYml('2.0.0');
    await make('1.0.0', 5_000).svc.check();
    const restarted = make('1.0.0', 9_000).svc;
    expect(restarted.get().lastCheckedAt).toBe(5_000);
    feed.latest = 'version: latest-and-greatest';
    const r = await restarted.check();
    expect(r.available).toBe(false);
    expect(r.error).toMatch(/^Could not check for updates: Unexpected update feed answer/);
    expect(r.lastCheckedAt).toBe(5_000);
  });

  it('without a feed, nothing is checked and the state says so', async () => {
    const svc = new UpdateService('1.0.0', undefined, new EventBus(), path.join(dir, 'none.json'));
    expect(await svc.check()).toEqual({ current: '1.0.0', available: false, configured: false });
  });
});
