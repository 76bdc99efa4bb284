/**
 * XRP Ledger issued currencies end to end on the `local` profile (issue 37): the built browser
 * host reads the fixture rippled (test/ripple: rippled's JSON-RPC wire format, a trust-line
 * ledger, every blob's signature verified, ledgers closing every 300 ms). Chromium imports the
 * abandon phrase, adds USD of an issuer by CURRENCY:ISSUER from the add-coin panel (checked on
 * the ledger), opens its trust line from the offer with the owner reserve it locks shown, sees
 * the balance the issuer pays, sends 4.25 USD (SendMax with the issuer's 0.2 % fee shown in the
 * quote), the ledger moves it, and the token's history lists the send and the line.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { lineKey } from '../test/ripple/ledger';
import { startRippled, type Rippled } from '../test/ripple/rippled';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// m/44'/144'/0'/0/0 of the abandon phrase (what Xaman, Ledger and xrpl.js show)
const ME = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const ISSUER = Wallet.fromEntropy(new Uint8Array(16).fill(6)).classicAddress;
const BOB = Wallet.fromEntropy(new Uint8Array(16).fill(7)).classicAddress;
const USD = `USD:${ISSUER}`;
const XRP = (n: number) => BigInt(Math.round(n * 1e6));

let node: Rippled;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const usdRow = () => page.getByRole('link', { name: 'Open USD on XRP Ledger' });

beforeAll(async () => {
  node = await startRippled({ closeEveryMs: 300 });
  node.fund(ME, XRP(50));
  node.fund(ISSUER, XRP(100));
  node.fund(BOB, XRP(20));
  node.issue(BOB, 'USD', ISSUER, 0n);
  node.setTransferRate(ISSUER, 1_002_000_000);
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

describe('XRP Ledger issued currencies on the fixture rippled through the browser host', () => {
  it('imports the phrase; adds USD by CURRENCY:ISSUER, checked on the ledger', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('ripple');
    await page.getByLabel('Contract address').fill(USD);
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe(`USD issued by ${ISSUER.slice(0, 8)}…, 0.2 % transfer fee (USD), 6 decimals`);
    await screenshot(page, 'ripple-tokens-01-custom-token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('USD added').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('opens the USD trust line from the offer: the owner reserve it locks shown, then on the ledger', async () => {
    const offer = page.getByTestId('trustline-offer');
    await expect
      .poll(() => offer.innerText(), { timeout: 20_000 })
      .toMatch(/USD needs a trustline.*locks 0\.2 XRP as reserve/s);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'ripple-tokens-02-trust-offer');
    await offer.getByRole('button', { name: 'Open USD trustline' }).click();
    await toast(/Trustline opened|confirmed/i).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))?.noRipple, { timeout: 20_000 })
      .toBe(true);
    expect(node.ledger.accounts.get(ME)?.OwnerCount).toBe(1);
    const done = page.getByRole('button', { name: 'Done adding' });
    if (await done.isVisible()) await done.click();
    expect(pageErrors).toEqual([]);
  });

  it('shows the 25 USD the issuer pays onto the line', async () => {
    node.issue(ME, 'USD', ISSUER, 25_000_000n);
    await usdRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('25 USD');
    await screenshot(page, 'ripple-tokens-03-balance');
    expect(pageErrors).toEqual([]);
  });

  it('sends 4.25 USD: the issuer’s fee in the quote, review, sent; the ledger moved it', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send USD' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (USD)').fill('4.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/Amount\s+4\.25 USD/);
    expect(quote).toMatch(/Issuer transfer fee\s+0\.0085 USD \(0\.2 %\)/);
    await screenshot(page, 'ripple-tokens-04-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'ripple-tokens-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/4\.25 USD sent/).waitFor({ timeout: 30_000 });
    expect(node.ledger.lines.get(lineKey(BOB, 'USD', ISSUER))?.balance).toBe(4_250_000n);
    expect(node.ledger.lines.get(lineKey(ME, 'USD', ISSUER))?.balance).toBe(25_000_000n - 4_258_500n);
    await screenshot(page, 'ripple-tokens-06-sent');
    expect(pageErrors).toEqual([]);
  });

  it('USD history lists the send out and the trust line; the balance is the ledger’s', async () => {
    await usdRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    const out = list.locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(await list.innerText()).toContain('4.25');
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('20.7415 USD');
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'ripple-tokens-07-history');
    expect(pageErrors).toEqual([]);
  });
});
