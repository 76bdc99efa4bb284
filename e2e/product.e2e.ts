/**
 * The product feeds in the browser host: a local feed server in the spec's news format (an
 * array of key + message) and electron-builder's generic update feed (latest.yml) announcing
 * a newer version. The news modal shows once and never again after a restart; the update
 * banner and the About card say a newer version is out.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../test/evm/anvil';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, unlock, walletTitle } from './walletFlow';

const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const NEWS = [{ key: 'fees-2026-11', message: 'Ethereum fees are high today: sends may take longer.' }];
const LATEST = [
  'version: 99.1.0',
  'files:',
  '  - url: Vault-Wallet-99.1.0.AppImage',
  '    sha512: 3nHqSgZvGv3mTnDmc0ZeVnLVG2Xk1y0Dxm6Y3bkFQ5G1S7KxLxVhN4Rr4h0VCe5E8gGvJ5h2fKc4r7v2zZ0cA==',
  '    size: 104857600',
  'path: Vault-Wallet-99.1.0.AppImage',
  "releaseDate: '2026-11-20T10:00:00.000Z'",
].join('\n');

let feed: http.Server;
let feedUrl: string;
let newsAsked = 0;
let host: Host;
let browser: Browser;
let page: Page;

async function start(dataDir?: string): Promise<void> {
  host = await startHost({
    ...(dataDir ? { dataDir } : {}),
    env: { WALLET_NEWS_URL: `${feedUrl}/news.json`, WALLET_UPDATE_URL: `${feedUrl}/releases` },
  });
}

beforeAll(async () => {
  feed = http.createServer((req, res) => {
    if (req.url === '/news.json') {
      newsAsked++;
      return res.end(JSON.stringify(NEWS));
    }
    if (req.url === '/releases/latest.yml') return res.end(LATEST);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  await start();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  feed?.close();
});

const newsModal = () => page.getByRole('dialog', { name: 'News' });

describe('news and updates from the product feeds', () => {
  it('shows the news once after the first unlock, and the update banner', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await newsModal().waitFor({ timeout: 20_000 });
    expect(await newsModal().innerText()).toContain(NEWS[0]!.message);
    await screenshot(page, 'product-01-news');
    await newsModal().getByRole('button', { name: 'Got it' }).click();
    await newsModal().waitFor({ state: 'detached' });
    const banner = page.getByRole('status').filter({ hasText: 'Version 99.1.0 is available' });
    await banner.waitFor({ timeout: 20_000 });
    // the browser host reads its own version from package.json when not started through npm
    expect(await banner.innerText()).toContain(`(you have ${APP_VERSION})`);
    await screenshot(page, 'product-02-update-banner');
  });

  it('the About card says what is out and when the feed was read', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    const about = page.getByRole('region', { name: 'About' });
    await expect
      .poll(() => about.innerText(), { timeout: 20_000 })
      .toMatch(/Version 99\.1\.0 is available, released/);
    expect(await about.innerText()).toMatch(/Last checked: (?!never)/);
    await about.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => about.innerText()).toMatch(/Version 99\.1\.0 is available/);
    await about.scrollIntoViewIfNeeded();
    await screenshot(page, 'product-03-about-update');
  });

  it('after a restart of the app the same news is not shown again', async () => {
    const dataDir = host.dataDir;
    await host.stop();
    await start(dataDir);
    const before = newsAsked;
    await page.goto(host.url);
    await unlock(page);
    await walletTitle(page).waitFor({ timeout: 20_000 });
    await expect.poll(() => newsAsked, { timeout: 20_000 }).toBeGreaterThan(before);
    // the feed was read again after unlock; give the modal the time it would take to open
    await page.waitForTimeout(1500);
    expect(await newsModal().count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Version 99.1.0 is available' }).waitFor();
  });
});
