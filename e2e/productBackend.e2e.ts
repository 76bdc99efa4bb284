/**
 * The product backend's client calls in the browser host (spec app.md §7), against a local
 * backend in the spec's wire shapes: a phrase import registers its coins with a clientId and
 * masterClientId; the add-coin panel searches the currency list once typing settles (800 ms,
 * one request for the whole word) and pages it with Show more; a coin only the list knows is
 * added to the wallet.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

interface Asked {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
const asked: Asked[] = [];
const GAMMA = '0x' + '1'.repeat(40);
const CURRENCIES = [
  { chain_name: 'ethereum', symbol: 'GAM', name: 'Gamma Coin', decimals: 8, contract_address: GAMMA },
  ...Array.from({ length: 129 }, (_, i) => ({
    chain_name: 'ethereum',
    symbol: `TK${i}`,
    name: `Token ${i}`,
    decimals: 18,
    contract_address: `0x${(0x1000 + i).toString(16).padStart(40, '0')}`,
  })),
];

let backend: http.Server;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const query = Object.fromEntries(u.searchParams);
      asked.push({
        method: req.method ?? '',
        path: u.pathname,
        query,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      const send = (body: unknown) => res.end(JSON.stringify(body));
      if (u.pathname === '/api/coins' || u.pathname === '/api/coin-groups')
        return send({ data: { data: [] } });
      if (u.pathname === '/api/clients/coins') return send({ data: {} });
      if (u.pathname === '/api/currencies') {
        const search = (query.search ?? '').toLowerCase();
        const hits = CURRENCIES.filter((c) => `${c.symbol} ${c.name}`.toLowerCase().includes(search));
        const page = Number(query.page);
        const limit = Number(query.limit);
        return send({ data: { data: hits.slice((page - 1) * limit, page * limit), total: hits.length } });
      }
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  const port = (backend.address() as AddressInfo).port;
  host = await startHost({ env: { WALLET_BACKEND_URL: `http://127.0.0.1:${port}/api` } });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  backend?.close();
});

const currencyCalls = () => asked.filter((a) => a.path === '/api/currencies').map((a) => a.query);

describe('product backend calls in the browser host', () => {
  it('a phrase import registers its coins with the wallet’s clientId and the install’s masterClientId', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 60_000 }).toBe('Main Wallet');
    await expect
      .poll(() => asked.filter((a) => a.path === '/api/clients/coins').length, { timeout: 20_000 })
      .toBe(1);
    const reg = asked.find((a) => a.path === '/api/clients/coins')!;
    expect(reg.method).toBe('POST');
    expect(reg.body).toMatchObject({
      is_create_wallet: false,
      is_imported: true,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      masterClientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const coins = (reg.body as { coins: { chain_name: string; address: string }[] }).coins;
    expect(coins.find((c) => c.chain_name === 'ethereum')?.address).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
  });

  it('searches the currency list once typing settles and adds a coin only the list knows', async () => {
    await page.getByRole('button', { name: 'Add coin' }).click();
    await expect
      .poll(() => currencyCalls(), { timeout: 20_000 })
      .toEqual([{ page: '1', limit: '100', status: 'true', search: '' }]);
    const box = page.getByPlaceholder('Symbol, name, chain:symbol or contract address');
    await box.pressSequentially('gam', { delay: 150 });
    // one request for the settled word, none for 'g' or 'ga'
    await expect.poll(() => currencyCalls().map((q) => q.search), { timeout: 20_000 }).toEqual(['', 'gam']);
    await expect.poll(() => page.getByRole('button', { name: 'Add TK1 on Ethereum' }).count()).toBe(0);
    const add = page.getByRole('button', { name: 'Add GAM on Ethereum' });
    await add.click();
    await page.getByRole('button', { name: 'Remove GAM on Ethereum' }).waitFor();
    await screenshot(page, 'product-backend-01-currency-search');
    expect(pageErrors).toEqual([]);
  });

  it('pages the whole list with Show more', async () => {
    const box = page.getByPlaceholder('Symbol, name, chain:symbol or contract address');
    await box.fill('');
    const more = page.getByRole('button', { name: 'Show more (100 of 130)' });
    await more.waitFor({ timeout: 20_000 });
    await more.scrollIntoViewIfNeeded();
    await screenshot(page, 'product-backend-02-show-more');
    await more.click();
    await page.getByRole('button', { name: 'Add TK128 on Ethereum' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
    expect(
      currencyCalls()
        .filter((q) => q.search === '')
        .map((q) => q.page),
    ).toContain('2');
    await page.getByRole('button', { name: 'Add TK128 on Ethereum' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'product-backend-03-all-loaded');
    expect(pageErrors).toEqual([]);
  });
});
