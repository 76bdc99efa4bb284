/**
 * XRP Ledger end to end on the `local` profile: the built browser host reads the fixture
 * rippled (test/ripple/rippled.ts, JSON-RPC in rippled's wire format, ledgers closing every
 * 300 ms). Chromium imports the abandon phrase, then, the way a person would: XRP received and
 * the reserve shown apart after Refresh; the reserve refusal and the new-account minimum shown
 * by the send form; a recipient flagged RequireDest refused without a tag, then paid with one
 * through review, toast and confirmation; the payment in the history.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { startRippled, type Rippled } from '../test/ripple/rippled';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// m/44'/144'/0'/0/0 of the abandon phrase (what Xaman, Ledger and xrpl.js show)
const ME = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const EXCHANGE = Wallet.fromEntropy(new Uint8Array(16).fill(4)).classicAddress;
const NEWCOMER = Wallet.fromEntropy(new Uint8Array(16).fill(5)).classicAddress;
const XRP = (n: number) => BigInt(Math.round(n * 1e6));

let node: Rippled;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const xrpRow = () => page.getByRole('link', { name: 'Open XRP on XRP Ledger' });
// the form's own alert; the same refusal also shows as a toast (role alert too)
const quoteError = () => page.locator('[role="alert"]:not(.toast)');
const review = () => page.getByRole('button', { name: 'Review' });

async function openSendForm(): Promise<void> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send XRP' }).waitFor();
}

async function fillForm(to: string, amount: string, tag = ''): Promise<void> {
  await page.getByLabel('Recipient address').fill(to);
  await page.getByLabel('Amount (XRP)').fill(amount);
  await page.getByLabel('Destination tag').fill(tag);
}

beforeAll(async () => {
  node = await startRippled({ closeEveryMs: 300 });
  node.fund(EXCHANGE, XRP(500));
  node.requireDestTag(EXCHANGE, true);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ ripple: { rpcUrl: node.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await node?.close();
}, 60_000);

describe('XRP Ledger on the fixture rippled through the browser host', () => {
  it('imports the abandon phrase; XRP reads 0 on home', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect
      .poll(() => xrpRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('0 XRP');
    await screenshot(page, 'ripple-01-wallet-home');
  });

  it('receives: after a deposit, Refresh shows the balance with the reserve apart', async () => {
    node.fund(ME, XRP(100));
    node.setOwnerCount(ME, 2); // reserve 1 + 2 × 0.2 = 1.4 XRP
    await xrpRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('100 XRP');
    await expect
      .poll(() => page.getByTestId('coin-reserved').textContent())
      .toBe('1.4 XRP held as the network’s account reserve · 98.6 XRP spendable');
    await screenshot(page, 'ripple-02-coin-page-reserve');
    expect(pageErrors).toEqual([]);
  });

  it('the send form shows the reserve refusal and the new-account minimum', async () => {
    await openSendForm();
    await fillForm(EXCHANGE, '98.6', '1');
    await expect
      .poll(() => quoteError().textContent(), { timeout: 20_000 })
      .toBe(
        'Not enough spendable XRP: 98.6 XRP can be spent, fee included; 1.4 XRP stays in the account as its reserve',
      );
    expect(await review().isEnabled()).toBe(false);
    await screenshot(page, 'ripple-03-reserve-refusal');
    await fillForm(NEWCOMER, '0.5');
    await expect
      .poll(() => quoteError().textContent(), { timeout: 20_000 })
      .toBe('The account does not exist on the ripple so transaction must be greater than or equal to 1 XRP');
    await screenshot(page, 'ripple-04-new-account-minimum');
    expect(pageErrors).toEqual([]);
  });

  it('a RequireDest recipient: refused without a tag, sent with one; the ledger agrees', async () => {
    await fillForm(EXCHANGE, '12.5');
    await expect
      .poll(() => quoteError().textContent(), { timeout: 20_000 })
      .toMatch(/requires a destination tag/);
    expect(await review().isEnabled()).toBe(false);
    // the form now asks for the tag as required for this recipient
    const tagField = page.getByLabel('Destination tag (required by this recipient)');
    await expect.poll(() => tagField.getAttribute('aria-invalid')).toBe('true');
    expect(await tagField.evaluate((e) => (e as HTMLInputElement).required)).toBe(true);
    await screenshot(page, 'ripple-05-tag-required');
    await tagField.fill('4242');
    await expect.poll(() => review().isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await tagField.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByLabel('Quote').innerText()).toMatch(/12\.5 XRP/);
    await review().click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(EXCHANGE);
    // the tag the user approves is on the review, as the signer will hold the bytes to it
    expect(await card.getByTestId('review-memo').textContent()).toBe('4242');
    await screenshot(page, 'ripple-06-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/Sending 12\.5 XRP…|12\.5 XRP sent/).waitFor(); // the fixture may confirm first
    await toast(/12\.5 XRP sent/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'ripple-07-confirmed');
    expect(node.balance(EXCHANGE)).toBe(XRP(512.5));
    expect(node.balance(ME)).toBe(XRP(100) - XRP(12.5) - 10n);
    const sent = node.ledger.txs.find((t) => t.tx.Account === ME && t.tx.Destination === EXCHANGE);
    expect(sent).toMatchObject({ result: 'tesSUCCESS', tx: { DestinationTag: 4242 } });
    expect(pageErrors).toEqual([]);
  });

  it('history lists the payment out and the deposit in', async () => {
    await xrpRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('87.49999 XRP');
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await rows.first().innerText()).toMatch(/12\.5 XRP[\s\S]*Tag 4242 · Fee 0\.00001 XRP/);
    expect(await rows.last().innerText()).toMatch(/100/);
    await screenshot(page, 'ripple-08-history');
    expect(pageErrors).toEqual([]);
  });
});
