/**
 * Selling XRP through a provider end to end on the `local` profile (issue 30), the memo chain of
 * the sell flow: the fixture rippled (test/ripple: rippled's wire format, every blob's signature
 * verified, ledgers closing every 300 ms), the product backend in the spec's sell shapes
 * (test/product/sellBackend.ts) whose provider page is served on 127.0.0.1, the browser host and
 * Chromium. Payment details without the destination tag are refused in their sentence with
 * nothing submitted; a provider page that never completes can be cancelled, nothing signed even
 * when the provider completes it afterwards; the honest provider's deposit is reviewed with its
 * tag and lands on the ledger at the provider's shared address with that DestinationTag and
 * exactly the quoted amount; history names it 'Sale via Transakt' with the provider's status.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { startSellBackend, type SellBackend } from '../test/product/sellBackend';
import { startRippled, type Rippled } from '../test/ripple/rippled';
import { routeProviderPages } from './providerPages';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// m/44'/144'/0'/0/0 of the abandon phrase (what Xaman, Ledger and xrpl.js show)
const ME = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
/** Transakt's deposit account: an exchange-style shared address, each sale told apart by its tag */
const PROVIDER = Wallet.fromEntropy(new Uint8Array(16).fill(8)).classicAddress;
const TAG = '4242';
const XRP = (n: number) => BigInt(Math.round(n * 1e6));

let node: Rippled;
let backend: SellBackend;
let host: Host;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
/** the request whose provider page was left unfinished, and how often it was asked at its cancel */
let abandoned = { requestId: '', askedAtCancel: 0 };

const offers = () => page.getByTestId('sell-provider');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const submits = () => node.requests().filter((r) => r.method === 'submit').length;
/** payments the wallet's account signed, as the ledger holds them */
const myPayments = () => node.ledger.txs.filter((t) => t.tx.Account === ME);
const detailsAsked = (requestId: string) =>
  backend.asked.filter((a) => a.path === '/sell/payment-details' && a.body.requestId === requestId).length;
const transaktPays = () => offers().filter({ hasText: 'Transakt' }).getByTestId('sell-receive');

/** Types an amount as a person does and waits for the offers for exactly that amount. */
async function askOffers(amount: string, transaktReceives: string): Promise<void> {
  const field = page.getByLabel('Amount', { exact: true });
  await field.fill('');
  await field.pressSequentially(amount, { delay: 120 });
  // the list hides while a new amount is asked; Transakt's payout tells this amount's offers apart
  // (an amount asked before within the minute comes from the wallet's cache)
  await expect.poll(() => transaktPays().textContent(), { timeout: 20_000 }).toBe(transaktReceives);
  await expect.poll(() => offers().count(), { timeout: 20_000 }).toBe(3);
}

/** Picks Transakt and opens its page in the tab the wallet opens; returns the tab and the request. */
async function openTransakt(): Promise<{ tab: Page; requestId: string }> {
  await page.getByRole('button', { name: 'Sell with Transakt' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: "Waiting for Transakt's payment details" })
    .waitFor({ timeout: 20_000 });
  const [tab] = await Promise.all([
    context.waitForEvent('page', { timeout: 20_000 }),
    page.getByRole('button', { name: "Open Transakt's page" }).click(),
  ]);
  await tab.waitForLoadState();
  const m = /^https:\/\/transakt\.example\/sell\?requestId=(req-\d+)$/.exec(tab.url());
  expect(m, tab.url()).not.toBeNull();
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.getByRole('heading', { name: 'Transakt: verify your identity' }).waitFor({ timeout: 20_000 });
  return { tab, requestId: m![1]! };
}

async function completePage(tab: Page, fullName: string): Promise<void> {
  await tab.getByLabel('Full name').fill(fullName);
  await tab.getByLabel('IBAN').fill('DE89370400440532013000');
  await tab.getByRole('button', { name: 'Confirm sale' }).click();
  await tab.getByRole('heading', { name: 'Sale confirmed' }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  node = await startRippled({ closeEveryMs: 300 });
  node.fund(ME, XRP(50));
  node.fund(PROVIDER, XRP(20));
  backend = await startSellBackend();
  backend.depositAddress = PROVIDER;
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ ripple: { rpcUrl: node.url } }),
      WALLET_BACKEND_URL: backend.base,
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  await routeProviderPages(context, backend);
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await backend?.close();
  await node?.close();
}, 60_000);

describe('selling XRP through a provider that needs a destination tag', () => {
  it('imports the abandon phrase, sees its 50 XRP and asks for the offers', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect
      .poll(
        () =>
          page.getByRole('link', { name: 'Open XRP on XRP Ledger' }).locator('.balance-amount').textContent(),
        { timeout: 30_000 },
      )
      .toContain('50 XRP');
    await page.getByRole('link', { name: 'Sell', exact: true }).click();
    await page.getByRole('heading', { name: 'Sell crypto' }).waitFor();
    await page.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'XRP · XRP Ledger' });
    await askOffers('1.5', '$117.50');
    expect(backend.asked.filter((a) => a.path === '/sell/quote').at(-1)!.body).toMatchObject({
      chain_name: 'ripple',
      symbol: 'XRP',
      amount: '1.5',
    });
    await screenshot(page, 'sell-xrp-01-offers');
    expect(pageErrors).toEqual([]);
  });

  it('refuses payment details without the destination tag, submitting nothing', async () => {
    backend.memo = null;
    const ledgerBefore = node.ledger.txs.length;
    const submitsBefore = submits();
    await page.getByRole('button', { name: 'Sell with Transakt' }).click();
    const refusal = page.getByTestId('sell-refusal');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toMatch(
      /^Transakt gave no destination tag; an? XRP Ledger deposit without it is lost, so nothing was sent\.$/,
    );
    await toast('Payment details refused').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: 'Review', exact: true }).count()).toBe(0);
    expect(submits()).toBe(submitsBefore);
    expect(node.ledger.txs.length).toBe(ledgerBefore);
    await screenshot(page, 'sell-xrp-02-no-tag');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => offers().count(), { timeout: 20_000 }).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  it('cancels the wait for a provider page that never completes: nothing signed', async () => {
    backend.memo = TAG;
    backend.pageGate = true;
    // a new amount, so a new request the provider has not completed
    await askOffers('1.2', '$93.80');
    const ledgerBefore = node.ledger.txs.length;
    const submitsBefore = submits();
    const { tab, requestId } = await openTransakt();
    // the wallet keeps asking while the provider's page is left unfinished
    await expect.poll(() => detailsAsked(requestId), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('region', { name: 'Review', exact: true }).count()).toBe(0);
    await screenshot(page, 'sell-xrp-03-waiting');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => offers().count(), { timeout: 20_000 }).toBe(3);
    abandoned = { requestId, askedAtCancel: detailsAsked(requestId) };
    expect(await page.getByRole('status').filter({ hasText: 'Waiting for' }).count()).toBe(0);
    expect(submits()).toBe(submitsBefore);
    expect(node.ledger.txs.length).toBe(ledgerBefore);
    await screenshot(page, 'sell-xrp-04-cancelled');
    // the provider's page is completed after the user gave up: the wallet no longer listens
    // (checked after the next sale, which takes longer than several of the wait's polls)
    await completePage(tab, 'Ada Lovelace');
    await tab.close();
    expect(pageErrors).toEqual([]);
  });

  it("completes the provider's page; the deposit lands with the tag and exactly the amount", async () => {
    const providerBefore = node.balance(PROVIDER);
    await askOffers('1.5', '$117.50');
    const { tab, requestId } = await openTransakt();
    expect(requestId).not.toBe(abandoned.requestId);
    // not completed yet: the wallet is still waiting, nothing to review
    expect(await page.getByRole('region', { name: 'Review', exact: true }).count()).toBe(0);
    await completePage(tab, 'Grace Hopper');
    await screenshot(tab, 'sell-xrp-05-provider-done');
    expect(backend.completed.get(requestId)).toMatchObject({ fullName: 'Grace Hopper' });
    await tab.close();

    const card = page.getByRole('region', { name: 'Review', exact: true });
    await card.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('sell-summary').innerText()).toMatch(
      /^Sell 1\.5 XRP via Transakt: deposit to Transakt's address \S+, you receive ≈ \$117\.50\.$/,
    );
    expect(await card.getByTestId('review-to').textContent()).toBe(PROVIDER);
    expect(await card.getByTestId('review-memo').textContent()).toBe(TAG);
    expect(await card.innerText()).toMatch(/Destination tag\s+4242/);
    expect(await card.getByTestId('review-amount').innerText()).toMatch(/^1\.5 XRP/);
    await screenshot(page, 'sell-xrp-06-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('sell-status').waitFor({ timeout: 20_000 });
    // the ledger closes every 300 ms: the progress toast may already have turned into the sent one
    await toast(/Sending 1\.5 XRP for the sale…|1\.5 XRP sent for the sale/).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 30_000 })
      .toContain('Deposit confirmed on chain');
    await toast('1.5 XRP sent for the sale').waitFor({ timeout: 30_000 });
    // on the ledger: one payment signed by the wallet, to the provider with its tag, exactly 1.5 XRP
    const paid = myPayments();
    expect(paid).toHaveLength(1);
    expect(paid[0]!.tx).toMatchObject({
      TransactionType: 'Payment',
      Destination: PROVIDER,
      DestinationTag: Number(TAG),
      Amount: '1500000',
    });
    expect(paid[0]!.result).toBe('tesSUCCESS');
    expect(node.balance(PROVIDER)).toBe(providerBefore + XRP(1.5));
    backend.saleStatus = 'paid_out';
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 30_000 })
      .toBe('Transakt has paid you out.');
    await screenshot(page, 'sell-xrp-07-paid-out');
    // the abandoned request: no more asking after its cancel (one answer may have been in flight)
    expect(detailsAsked(abandoned.requestId)).toBeLessThanOrEqual(abandoned.askedAtCancel + 1);
    expect(pageErrors).toEqual([]);
  });

  it('history names the deposit as the sale, with its status', async () => {
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    const sale = page.locator('.tx-row').filter({ hasText: 'Sale via Transakt · paid out' });
    await expect.poll(() => sale.count(), { timeout: 30_000 }).toBe(1);
    await sale.scrollIntoViewIfNeeded();
    await screenshot(page, 'sell-xrp-08-history');
    // still one payment of the wallet's on the ledger: the abandoned sale signed nothing
    expect(myPayments()).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
