/**
 * Selling Litecoin through a provider end to end on the `local` profile (issue 30): a product
 * backend in the spec's sell shapes (test/product/sellBackend.ts, counting its requests), a
 * real litecoind on regtest, the browser host and Chromium. Typing an amount asks for one quote
 * once typing stops; the offers show best payout first; a provider whose payment details ask for
 * more than the quote is refused in its sentence with nothing sent; the honest provider's page
 * opens in a new tab, its deposit is reviewed like a send and lands on regtest at the deposit
 * address with the exact amount.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSellBackend, type SellBackend } from '../test/product/sellBackend';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// BIP84 on regtest (coin type 1) for the abandon phrase: m/84'/1'/0'/0/0
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const require = createRequire(import.meta.url);
const AXE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** axe's serious and critical findings on the page (the bar e2e/a11y.e2e.ts holds every screen to) */
async function axeFindings(p: Page): Promise<string[]> {
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string; nodes: { target: unknown }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

let node: Litecoind;
let esplora: EsploraServer;
let backend: SellBackend;
let host: Host;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let deposit = '';
const pageErrors: string[] = [];
const providerPages: string[] = [];

const offers = () => page.getByTestId('sell-provider');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const sellAsked = () => backend.asked.filter((a) => a.path.startsWith('/sell/'));

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  backend = await startSellBackend();
  deposit = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  backend.depositAddress = deposit;
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ utxo: { litecoin: { esploraUrl: esplora.url } } }),
      WALLET_BACKEND_URL: backend.base,
      WALLET_CONFIRM_INTERVAL_MS: '1000',
    },
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  // the providers' sites: the page the wallet opens in a new tab, answered here
  await context.route(/^https:\/\/(sell\.moon|ramp|transakt)\.example\//, (route) => {
    providerPages.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Transakt</title><h1>Transakt: verify your identity</h1>',
    });
  });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await backend?.close();
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('selling LTC through a provider on regtest', () => {
  it('imports the abandon phrase and receives 1 LTC', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await node.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
    await node.mine(1);
    const row = page.getByRole('link', { name: 'Open LTC on Litecoin' });
    await row.click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => page.getByTestId('coin-balance').textContent(), { timeout: 20_000 })
      .toBe('1 LTC');
  });

  it('asks for one quote once typing stops and lists the offers best payout first', async () => {
    await page.getByRole('link', { name: 'Sell', exact: true }).click();
    await page.getByRole('heading', { name: 'Sell crypto' }).waitFor();
    await page.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'LTC · Litecoin' });
    const before = backend.count('/sell/quote');
    await page.getByLabel('Amount', { exact: true }).pressSequentially('0.3', { delay: 150 });
    await expect.poll(() => offers().count(), { timeout: 20_000 }).toBe(3);
    // three keystrokes, one request, for the whole amount
    expect(backend.count('/sell/quote') - before).toBe(1);
    expect(backend.asked.filter((a) => a.path === '/sell/quote').at(-1)!.body).toMatchObject({
      chain_name: 'litecoin',
      symbol: 'LTC',
      amount: '0.3',
    });
    const names = await offers().locator('h3').allInnerTexts();
    expect(names.map((n) => n.replace('Best offer', '').trim())).toEqual([
      'Transakt',
      'Moon Sell',
      'Ramp Out',
    ]);
    expect(await offers().getByTestId('sell-receive').allInnerTexts()).toEqual([
      '$22.70',
      '$21.50',
      '$20.60',
    ]);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'sell-01-offers');
  });

  it('refuses payment details asking for more than the quote, sending nothing', async () => {
    backend.lie = { amount: '0.31' };
    const mempool = await node.rpc<string[]>('getrawmempool');
    await page.getByRole('button', { name: 'Sell with Transakt' }).click();
    const refusal = page.getByTestId('sell-refusal');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toBe(
      'Transakt asked for a deposit of 0.31 LTC, more than the quoted amount; nothing was sent.',
    );
    await toast('Payment details refused').waitFor();
    expect(await node.rpc<string[]>('getrawmempool')).toEqual(mempool);
    expect(sellAsked().map((a) => a.path)).not.toContain('/sell/deposit');
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'sell-02-refused');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it("opens the provider's page, then reviews and sends the deposit to its address", async () => {
    backend.lie = null;
    backend.waitCalls = 2;
    await page.getByRole('button', { name: 'Sell with Transakt' }).click();
    await page.getByRole('status').filter({ hasText: "Waiting for Transakt's payment details" }).waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: "Open Transakt's page" }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/transakt\.example\/sell\?requestId=req-\d+$/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    const summary = page.getByTestId('sell-summary');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.innerText()).toMatch(
      /^Sell 0\.3 LTC via Transakt: deposit to Transakt's address \S+, you receive ≈ \$22\.70\.$/,
    );
    const card = page.getByRole('region', { name: 'Review' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('review-to').textContent()).toBe(deposit);
    expect(await card.getByTestId('review-amount').innerText()).toMatch(/^0\.3 LTC/);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'sell-03-review');

    await card.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('sell-status').waitFor({ timeout: 20_000 });
    await toast('Sending 0.3 LTC for the sale…').waitFor();
    expect(await node.rpc<string[]>('getrawmempool')).toHaveLength(1);
    await screenshot(page, 'sell-04-deposit-sent');

    await node.mine(1);
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toContain('Deposit confirmed on chain');
    // exactly the quoted amount at the provider's deposit address
    expect(await node.rpc<number>('getreceivedbyaddress', [deposit, 1], 'w')).toBe(0.3);
    await toast('0.3 LTC sent for the sale').waitFor({ timeout: 20_000 });
    await screenshot(page, 'sell-05-confirmed');

    // the provider's side, asked every 5 s: received, then paid out
    backend.saleStatus = 'paid_out';
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toBe('Transakt has paid you out.');
    const steps = await page.getByRole('list', { name: 'Sale progress' }).locator('li.done').allInnerTexts();
    expect(
      steps.map((s) =>
        s
          .replace(/^✓\s*/, '')
          .replace(/\s*\(done\)$/, '')
          .trim(),
      ),
    ).toEqual(['Deposit sent', 'Confirmed on chain', 'Received by Transakt', 'Paid out']);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'sell-06-paid-out');
    expect(pageErrors).toEqual([]);
  });
});
