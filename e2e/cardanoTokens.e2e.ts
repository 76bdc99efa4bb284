/**
 * Cardano native assets end to end on the `local` profile (issue 37): the built browser host
 * reads the fixture Blockfrost of test/cardano, which keeps a ledger per asset and verifies each
 * submitted transaction's witness with cardano-serialization-lib. Chromium imports the abandon
 * phrase and adds ADA; the address holds USDM (a CIP-68 fungible token, 6 decimals) and SNEK
 * (a registry token, 0 decimals), which the ADA page names. The user adds USDM by its policy id
 * and asset name from the add-coin panel (checked on chain, named from its CIP-68 datum), sees
 * its balance, sends 12.5 USDM through the form (the fee in ADA, and the min-ADA its output
 * carries shown as sent along with the token), the ledger moves it while SNEK stays, and the
 * token's history lists the send.
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
const USDM_POLICY = 'c48cbb3d5e57ed56e276bc45f99ab39abe94e6cd7ac39fb402da47ad';
/** label 333 (CIP-68 fungible token) before the name 'USDM' */
const USDM = `${USDM_POLICY}0014df105553444d`;
const SNEK = '279c909f348e533da5808898f87f9a14bb2c3dfbbacccd631d927a3f534e454b';

let chain: BlockfrostFixture;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const adaRow = () => page.getByRole('link', { name: 'Open ADA on Cardano' });
const usdmRow = () => page.getByRole('link', { name: 'Open USDM on Cardano' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  chain = await startBlockfrostFixture();
  chain.fund(ME, 20_000_000n);
  chain.fundToken(ME, USDM, 75_500_000n);
  chain.fundToken(ME, SNEK, 1_250_000n);
  chain.registerAsset(USDM, {
    onchain_metadata_standard: 'CIP68v1',
    onchain_metadata: { name: 'Mehen USD', ticker: 'USDM', decimals: 6 },
  });
  chain.registerAsset(SNEK, { metadata: { name: 'Snek', ticker: 'SNEK', decimals: 0 } });
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
  if (host) writeFileSync('artifacts/cardano-tokens-e2e-host.log', host.output());
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await chain?.close();
}, 60_000);

describe('Cardano native assets on the fixture Blockfrost through the browser host', () => {
  it('imports the phrase, adds ADA; the ADA page names the assets held', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 60_000 }).toBe('Main Wallet');
    if (!(await adaRow().count())) {
      await page.getByRole('button', { name: 'Add coin' }).click();
      await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('ada');
      const entry = page.getByRole('button', { name: /^(Add|Remove) ADA on Cardano$/ });
      await entry.waitFor({ timeout: 20_000 });
      if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
      await page.getByRole('button', { name: 'Done adding' }).click();
    }
    await adaRow().click();
    // 20 ADA and the 1.5 ADA each asset output carries
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('23 ADA');
    await expect.poll(() => page.getByText(USDM).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText(SNEK).count()).toBeGreaterThan(0);
    await screenshot(page, 'cardano-tokens-01-ada-held-assets');
    await page.getByRole('link', { name: '← Home' }).click();
    expect(pageErrors).toEqual([]);
  });

  it('adds USDM by policy id and asset name: checked on chain, named from CIP-68; its balance shows', async () => {
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('cardano');
    await page.getByLabel('Contract address or name').fill(`${USDM_POLICY}.0014df105553444d`);
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe('Mehen USD (USDM), 6 decimals');
    await screenshot(page, 'cardano-tokens-02-custom-token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('USDM added').waitFor();
    const done = page.getByRole('button', { name: 'Done adding' });
    if (await done.isVisible()) await done.click();
    await expect
      .poll(() => usdmRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('75.5 USDM');
    await usdmRow().scrollIntoViewIfNeeded();
    await screenshot(page, 'cardano-tokens-03-home');
    expect(pageErrors).toEqual([]);
  });

  it('sends 12.5 USDM: fee in ADA, the min-ADA sent along shown; the ledger moves USDM only', async () => {
    const adaBefore = chain.balanceOf(ME);
    await usdmRow().click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('75.5 USDM');
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send USDM' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (USDM)').fill('12.5');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/Amount\s+12\.5 USDM/);
    expect(quote).toMatch(/Network fee\s+0\.1\d{1,5} ADA/);
    expect(quote).toMatch(/sent along with the token\s+1\.\d{1,6} ADA/i);
    await screenshot(page, 'cardano-tokens-04-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'cardano-tokens-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/12\.5 USDM sent/).waitFor({ timeout: 30_000 });
    expect(chain.tokenBalanceOf(BOB, USDM)).toBe(12_500_000n);
    expect(chain.tokenBalanceOf(ME, USDM)).toBe(63_000_000n);
    expect(chain.tokenBalanceOf(ME, SNEK)).toBe(1_250_000n);
    const along = chain.balanceOf(BOB);
    expect(along).toBeGreaterThan(1_000_000n);
    expect(along).toBeLessThan(2_000_000n);
    expect(chain.balanceOf(ME)).toBe(adaBefore - along - chain.txs().at(-1)!.fee);
    await screenshot(page, 'cardano-tokens-06-sent');
    expect(pageErrors).toEqual([]);
  });

  it('USDM history lists the send out; the balance is what the ledger holds', async () => {
    await usdmRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    expect(await out.innerText()).toContain('12.5');
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('63 USDM');
    await out.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'cardano-tokens-07-history');
    expect(pageErrors).toEqual([]);
  });
});
