/**
 * Filecoin end to end on the `local` profile: the built browser host reads the fixture Lotus
 * JSON-RPC node and Filscan API (test/filecoin/lotusNode.ts, in their wire formats, verifying
 * each pushed signature against From and keeping a ledger). Chromium imports the abandon phrase,
 * adds FIL from the catalogue, sees the t1 address and the funding on the coin page, sends twice
 * through the form (nonces 0 and 1), and history lists both sends after the funding.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../shared/amount';
import { filecoinAccount } from '../test/filecoin/accounts';
import { startLotusNode, type LotusNode } from '../test/filecoin/lotusNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = filecoinAccount(0).address;
const BOB = filecoinAccount(7).address;
const FIL = (n: number) => BigInt(Math.round(n * 1e6)) * 10n ** 12n;

let node: LotusNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const filRow = () => page.getByRole('link', { name: 'Open FIL on Filecoin' });
/** the home row's balance (the row also names the chain, the address and the fiat value) */
const rowBalance = () => filRow().locator('.balance-amount');
const balance = () => page.getByTestId('coin-balance');

async function sendThroughForm(amount: string, shots: string): Promise<void> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send FIL' }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel('Amount (FIL)').fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
  expect(await page.getByLabel('Quote').innerText()).toMatch(new RegExp(`Amount\\s+${amount} FIL`));
  await screenshot(page, `${shots}-quote`);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  expect(await card.innerText()).toContain(BOB);
  await screenshot(page, `${shots}-review`);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  // the fixture mines at once: the confirmation may replace the progress toast before it is seen
  await toast(new RegExp(`Sending ${amount} FIL…|${amount} FIL sent|not sent`))
    .first()
    .waitFor();
  await screenshot(page, `${shots}-submitted`);
  expect(await page.locator('.toasts').innerText()).not.toMatch(/not sent/);
  await toast(new RegExp(`${amount} FIL sent`)).waitFor({ timeout: 30_000 });
  await screenshot(page, `${shots}-confirmed`);
}

beforeAll(async () => {
  node = await startLotusNode('testnet');
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ filecoin: { rpcUrl: node.rpcUrl, scanUrl: node.scanUrl } }),
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

describe('filecoin on the fixture Lotus node and Filscan through the browser host', () => {
  it('imports the abandon phrase and adds FIL from the catalogue; it reads 0', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page
      .getByRole('list', { name: 'Coins' })
      .or(page.getByRole('button', { name: 'Add coin' }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('fil');
    const entry = page.getByRole('button', { name: /^(Add|Remove) FIL on Filecoin$/ });
    await entry.waitFor({ timeout: 20_000 });
    await screenshot(page, 'filecoin-01-catalogue');
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Remove FIL on Filecoin' }).waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect.poll(() => rowBalance().textContent(), { timeout: 20_000 }).toBe('0 FIL');
    await screenshot(page, 'filecoin-02-home');
    expect(pageErrors).toEqual([]);
  });

  it('receive: the coin page shows the t1 address; after funding, Refresh shows the FIL and its history', async () => {
    await filRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    node.fund(ME, FIL(12));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('12 FIL');
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'filecoin-03-received');
    expect(pageErrors).toEqual([]);
  });

  it('sends through the form: the node verifies the signature and its ledger moves', async () => {
    await sendThroughForm('2.5', 'filecoin-04-send');
    expect(node.balance(BOB)).toBe(FIL(2.5));
    expect(node.nonce(ME)).toBe(1);
    expect(node.pushes()).toEqual([{ cid: expect.stringMatching(/^bafy2bz/) }]);
    expect(pageErrors).toEqual([]);
  });

  it('a second send takes the next nonce; history lists both sends after the funding', async () => {
    await filRow().click();
    await sendThroughForm('1', 'filecoin-05-second-send');
    expect(node.balance(BOB)).toBe(FIL(3.5));
    expect(node.nonce(ME)).toBe(2);
    await filRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(2);
    const left = node.balance(ME);
    await expect
      .poll(() => balance().textContent(), { timeout: 20_000 })
      .toBe(`${formatUnits(left, 18)} FIL`);
    await screenshot(page, 'filecoin-06-history');
    expect(pageErrors).toEqual([]);
  });
});
