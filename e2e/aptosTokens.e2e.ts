/**
 * Aptos tokens end to end on the `local` profile (issue 37): the built browser host reads the
 * fixture Aptos node of test/aptos, which keeps a ledger per token and verifies each submitted
 * SignedTransaction's signature. Chromium imports the abandon phrase and adds APT; the account
 * holds USDC as a fungible asset and MOON as a legacy coin. The user adds USDC by its metadata
 * address and MOON by its coin type from the add-coin panel (each checked on chain, named from
 * its Metadata / CoinInfo resource), sees their balances, sends USDC through the form (the fee in
 * APT), the ledger moves it, and the token's history lists the send and, through the fixture's
 * indexer, the deposit that funded the wallet.
 */
import { Account } from '@aptos-labs/ts-sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAptosNode, type AptosNode } from '../test/aptos/aptosNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const accountOf = (i: number) =>
  Account.fromDerivationPath({ path: `m/44'/637'/${i}'/0'/0'`, mnemonic: ABANDON });
const ME = accountOf(0).accountAddress.toStringLong();
const BOB = accountOf(7).accountAddress.toStringLong();
/** mainnet's native USDC metadata object */
const USDC = '0xbae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b';
const MOON = `0x${'ab'.padStart(64, '0')}::moon::MoonCoin`;

let node: AptosNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const aptRow = () => page.getByRole('link', { name: 'Open APT on Aptos' });
const usdcRow = () => page.getByRole('link', { name: 'Open USDC on Aptos' });
const moonRow = () => page.getByRole('link', { name: 'Open MOON on Aptos' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  node = await startAptosNode({ autoCommit: false, commitEveryMs: 400 });
  node.fund(ME, 300_000_000n);
  node.registerFa(USDC, 'USD Coin', 'USDC', 6);
  node.registerCoin('0xab::moon::MoonCoin', 'Moon Coin', 'MOON', 4);
  node.fundToken(ME, USDC, 12_500_000n);
  node.fundToken(ME, MOON, 70_000n);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        aptos: { nodeUrl: node.url, indexerUrl: `${node.url}/graphql` },
      }),
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

async function addToken(contract: string, details: string, symbol: string, shot: string): Promise<void> {
  await page.getByRole('button', { name: 'Add coin' }).click();
  await page.getByLabel('Network').selectOption('aptos');
  await page.getByLabel('Contract address').fill(contract);
  await expect.poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 }).toBe(details);
  await screenshot(page, shot);
  await page.getByRole('button', { name: 'Add token' }).click();
  await toast(`${symbol} added`).waitFor();
  const done = page.getByRole('button', { name: 'Done adding' });
  if (await done.isVisible()) await done.click();
}

describe('Aptos tokens on the fixture node through the browser host', () => {
  it('imports the phrase and adds APT', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('apt');
    const entry = page.getByRole('button', { name: /^(Add|Remove) APT on Aptos$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect.poll(() => aptRow().textContent(), { timeout: 20_000 }).toContain('3 APT');
    expect(pageErrors).toEqual([]);
  });

  it('adds USDC by its metadata address and MOON by its coin type: checked on chain; balances show', async () => {
    await addToken(
      USDC.toUpperCase().replace('0X', '0x'),
      'USD Coin (USDC), 6 decimals',
      'USDC',
      'aptos-tokens-01-custom-fa',
    );
    await addToken(
      '0xab::moon::MoonCoin',
      'Moon Coin (MOON), 4 decimals',
      'MOON',
      'aptos-tokens-02-custom-coin',
    );
    await expect
      .poll(() => usdcRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('12.5 USDC');
    await expect
      .poll(() => moonRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('7 MOON');
    await moonRow().scrollIntoViewIfNeeded();
    await screenshot(page, 'aptos-tokens-03-home');
    expect(pageErrors).toEqual([]);
  });

  it('sends 4.25 USDC: the quote’s fee in APT, review, sent; the ledger moved the token', async () => {
    await usdcRow().click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('12.5 USDC');
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send USDC' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (USDC)').fill('4.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/Amount\s+4\.25 USDC/);
    // BOB has no account yet: 504 gas units × the Recommended 150 octas, in APT
    expect(quote).toMatch(/Network fee\s+0\.000756 APT/);
    await screenshot(page, 'aptos-tokens-04-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'aptos-tokens-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/4\.25 USDC sent/).waitFor({ timeout: 30_000 });
    expect(node.tokenBalance(BOB, USDC)).toBe(4_250_000n);
    expect(node.tokenBalance(ME, USDC)).toBe(8_250_000n);
    expect(node.balance(ME)).toBe(300_000_000n - 504n * 150n);
    expect(node.ledger.txs.at(-1)).toMatchObject({
      success: true,
      payload: {
        function: '0x1::primary_fungible_store::transfer',
        arguments: [{ inner: USDC }, BOB, '4250000'],
      },
    });
    await screenshot(page, 'aptos-tokens-06-sent');
    expect(pageErrors).toEqual([]);
  });

  it('USDC history lists the send out and what came in; the balance is what the ledger holds', async () => {
    await usdcRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    const out = list.locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    expect(await out.innerText()).toContain('4.25');
    // the 12.5 USDC that funded the wallet: a fungible asset's Deposit, found through the indexer
    const came = list.locator('li[data-direction="in"]');
    await expect.poll(() => came.count(), { timeout: 20_000 }).toBe(1);
    expect(await came.innerText()).toContain('12.5');
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('8.25 USDC');
    await out.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'aptos-tokens-07-history');
    expect(pageErrors).toEqual([]);
  });
});
