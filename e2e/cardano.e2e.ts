/**
 * Cardano end to end on the `local` profile: the built browser host reads the fixture
 * Blockfrost (test/cardano/blockfrost.ts, in its wire format, verifying each submitted
 * transaction's witnesses with cardano-serialization-lib and keeping a UTXO ledger).
 * Chromium imports the abandon phrase, adds ADA, sees the funding on the coin page, is told
 * the insufficient-funds rule with available and required lovelace, then sends 4 ADA through
 * the form; history lists the funding and the send, and the balance is the ledger's.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBlockfrostFixture, type BlockfrostFixture } from '../test/cardano/blockfrost';
import { cardanoAddressAt } from '../test/cardano/bodies';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);
const ADA = (n: number) => BigInt(Math.round(n * 1e6));

let chain: BlockfrostFixture;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const adaRow = () => page.getByRole('link', { name: 'Open ADA on Cardano' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  chain = await startBlockfrostFixture();
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ cardano: { blockfrostUrl: chain.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  // the host's own output, for a failed run (the signer's and main's errors land here)
  if (host) writeFileSync('artifacts/cardano-e2e-host.log', host.output());
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await chain?.close();
}, 60_000);

describe('cardano on the fixture Blockfrost through the browser host', () => {
  it('imports the abandon phrase and adds ADA; it reads 0', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    try {
      await expect.poll(() => walletTitle(page).textContent(), { timeout: 60_000 }).toBe('Main Wallet');
    } finally {
      await screenshot(page, 'cardano-00-after-import');
    }
    if (!(await adaRow().count())) {
      await page.getByRole('button', { name: 'Add coin' }).click();
      await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('ada');
      const add = page.getByRole('button', { name: 'Add ADA on Cardano' });
      await add.waitFor({ timeout: 10_000 });
      await add.click();
      await page.getByRole('button', { name: 'Remove ADA on Cardano' }).waitFor();
      await page.getByRole('button', { name: 'Done adding' }).click();
    }
    // the row also names the chain, the shortened address and the price
    await expect.poll(() => adaRow().textContent(), { timeout: 20_000 }).toContain('0 ADA');
    await screenshot(page, 'cardano-01-home');
    expect(pageErrors).toEqual([]);
  });

  it('receive: the coin page shows the base address; after funding, Refresh shows 15 ADA and its history', async () => {
    await adaRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    chain.fund(ME, ADA(10));
    chain.fund(ME, ADA(5));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('15 ADA');
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await screenshot(page, 'cardano-02-received');
    expect(pageErrors).toEqual([]);
  });

  it('spec §5: more than the UTXOs hold is refused naming available and required lovelace', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send ADA' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (ADA)').fill('20');
    const alert = page
      .getByRole('region', { name: 'Send ADA' })
      .getByRole('alert')
      .filter({ hasText: /Insufficient funds: 15000000 lovelace available, 20\d{6} lovelace required/ });
    await alert.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Review' }).isEnabled()).toBe(false);
    await screenshot(page, 'cardano-03-insufficient');
  });

  it('sends 4 ADA through the form: quote, review, toast, confirmed; the ledger agrees', async () => {
    await page.getByLabel('Amount (ADA)').fill('4');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByLabel('Quote').innerText()).toMatch(/Amount\s+4 ADA/);
    await screenshot(page, 'cardano-04-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'cardano-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/Sending 4 ADA…|4 ADA sent/).waitFor();
    await toast(/4 ADA sent/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'cardano-06-confirmed');
    expect(chain.balanceOf(BOB)).toBe(ADA(4));
    expect(chain.submissions()).toHaveLength(1);
    expect(chain.submissions()[0]).not.toHaveProperty('error');
    expect(pageErrors).toEqual([]);
  });

  it('history lists the funding and the send; the balance is what the ledger holds', async () => {
    await adaRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect.poll(() => list.locator('li').count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => list.locator('li[data-direction="out"]').count(), { timeout: 20_000 }).toBe(1);
    const left = chain.balanceOf(ME);
    await expect
      .poll(() => balance().textContent(), { timeout: 20_000 })
      .toBe(`${(Number(left) / 1e6).toString()} ADA`);
    // the toasts of the send would cover the amounts
    const dismiss = page.getByRole('button', { name: /^Dismiss notification/ });
    for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++)
      await dismiss
        .first()
        .click({ timeout: 3_000 })
        .catch(() => undefined);
    await screenshot(page, 'cardano-07-history');
    expect(pageErrors).toEqual([]);
  });
});
