/**
 * Tezos tokens end to end on the `local` profile (issue 37): the built browser host reads the
 * fixture node RPC and TzKT of test/tezos, which keeps a ledger per token (tzBTC as FA1.2, USDt
 * as FA2 token 0) and verifies each injected operation's signature. Chromium imports the abandon
 * phrase and adds XTZ, whose page names the tokens the account holds; the user adds tzBTC by its
 * contract and USDt by its contract alone (TzKT says FA2, token 0), sees their balances, sends
 * tzBTC through the form (the fee in XTZ), the ledger moves it, and the token's history lists it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tezosAccount } from '../test/tezos/accounts';
import { startTezosNode, type TezosNode } from '../test/tezos/tezosNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = tezosAccount(0).address;
const BOB = tezosAccount(7).address;
/** mainnet's tzBTC (FA1.2) and USDt (FA2, token 0) */
const TZBTC = 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn';
const USDT = 'KT1XnTn74bUtxHfDtBmm2bGZAQfhPbvKWR8o';

let node: TezosNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const xtzRow = () => page.getByRole('link', { name: 'Open XTZ on Tezos' });
const tzbtcRow = () => page.getByRole('link', { name: 'Open tzBTC on Tezos' });
const usdtRow = () => page.getByRole('link', { name: 'Open USDt on Tezos' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  node = await startTezosNode();
  node.fund(ME, 25_000_000n);
  node.registerToken({
    contract: TZBTC,
    standard: 'fa1.2',
    tokenId: 0n,
    name: 'tzBTC',
    symbol: 'tzBTC',
    decimals: 8,
  });
  node.registerToken({
    contract: USDT,
    standard: 'fa2',
    tokenId: 0n,
    name: 'Tether USD',
    symbol: 'USDt',
    decimals: 6,
  });
  node.fundToken(ME, TZBTC, 150_000_000n);
  node.fundToken(ME, `${USDT}:0`, 42_500_000n);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ tezos: { rpcUrl: node.url } }),
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
  await page.getByLabel('Network').selectOption('tezos');
  await page.getByLabel('Contract address').fill(contract);
  await expect.poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 }).toBe(details);
  await screenshot(page, shot);
  await page.getByRole('button', { name: 'Add token' }).click();
  await toast(`${symbol} added`).waitFor();
  const done = page.getByRole('button', { name: 'Done adding' });
  if (await done.isVisible()) await done.click();
}

describe('Tezos tokens on the fixture node and TzKT through the browser host', () => {
  it('imports the phrase and adds XTZ; its page names the tokens held', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('xtz');
    const entry = page.getByRole('button', { name: /^(Add|Remove) XTZ on Tezos$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect.poll(() => xtzRow().textContent(), { timeout: 20_000 }).toContain('25 XTZ');
    await xtzRow().click();
    await expect
      .poll(() => page.locator('main').innerText(), { timeout: 20_000 })
      .toContain(`1.5 tzBTC (${TZBTC}), 42.5 USDt (${USDT}:0)`);
    await screenshot(page, 'tezos-tokens-01-held');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await walletTitle(page).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('adds tzBTC (FA1.2) and USDt (FA2) by contract: checked on TzKT; balances show', async () => {
    await addToken(TZBTC, 'tzBTC (tzBTC), 8 decimals', 'tzBTC', 'tezos-tokens-02-custom-fa12');
    await addToken(USDT, 'Tether USD (USDt), 6 decimals', 'USDt', 'tezos-tokens-03-custom-fa2');
    await expect
      .poll(() => tzbtcRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('1.5 tzBTC');
    await expect
      .poll(() => usdtRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('42.5 USDt');
    await usdtRow().scrollIntoViewIfNeeded();
    await screenshot(page, 'tezos-tokens-04-home');
    expect(pageErrors).toEqual([]);
  });

  it('sends 0.25 tzBTC: the quote’s fee in XTZ, review, sent; the ledger moved the token', async () => {
    await tzbtcRow().click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('1.5 tzBTC');
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send tzBTC' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (tzBTC)').fill('0.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/Amount\s+0\.25 tzBTC/);
    expect(quote).toMatch(/Network fee\s+0\.0\d+ XTZ/);
    await screenshot(page, 'tezos-tokens-05-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    const reviewed = await card.innerText();
    expect(reviewed).toContain(BOB);
    expect(reviewed).toMatch(/XTZ/);
    await screenshot(page, 'tezos-tokens-06-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/0\.25 tzBTC sent/).waitFor({ timeout: 30_000 });
    expect(node.tokenBalance(BOB, TZBTC)).toBe(25_000_000n);
    expect(node.tokenBalance(ME, TZBTC)).toBe(125_000_000n);
    expect(node.injections().at(-1)).not.toHaveProperty('error');
    await screenshot(page, 'tezos-tokens-07-sent');
    expect(pageErrors).toEqual([]);
  });

  it('tzBTC history lists the send out; the balance is what the ledger holds', async () => {
    await tzbtcRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    expect(await out.innerText()).toContain('0.25');
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('1.25 tzBTC');
    await out.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'tezos-tokens-08-history');
    expect(pageErrors).toEqual([]);
  });
});
