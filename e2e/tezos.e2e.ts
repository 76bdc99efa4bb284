/**
 * Tezos end to end on the `local` profile: the built browser host reads the fixture node RPC
 * and TzKT (test/tezos/tezosNode.ts, in their wire formats, verifying each injected signature
 * and keeping a ledger). Chromium imports the abandon phrase, adds XTZ from the catalogue, sees
 * the funding on the coin page, then sends twice through the form: the first send reveals the
 * account's key in the same operation, the second is a lone transaction; history lists both.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../shared/amount';
import { tezosPublicKey } from '../shared/chains/tezos/validate';
import { publicKeyBytes, tezosAccount } from '../test/tezos/accounts';
import { startTezosNode, type TezosNode } from '../test/tezos/tezosNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = tezosAccount(0).address;
const BOB = tezosAccount(7).address;
const XTZ = (n: number) => BigInt(Math.round(n * 1e6));

let node: TezosNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const xtzRow = () => page.getByRole('link', { name: 'Open XTZ on Tezos' });
const balance = () => page.getByTestId('coin-balance');
/** the contents of each operation injected so far */
const injectedKinds = () =>
  node
    .requests()
    .filter((r) => r.path === '/injection/operation')
    .map((r) => r.body as string);

async function sendThroughForm(amount: string, shots: string): Promise<void> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send XTZ' }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel('Amount (XTZ)').fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
  expect(await page.getByLabel('Quote').innerText()).toMatch(new RegExp(`Amount\\s+${amount} XTZ`));
  await screenshot(page, `${shots}-quote`);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  expect(await card.innerText()).toContain(BOB);
  await screenshot(page, `${shots}-review`);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  // the fixture node may confirm before the pending toast is looked for
  await toast(new RegExp(`Sending ${amount} XTZ…|${amount} XTZ sent`)).waitFor();
  await toast(new RegExp(`${amount} XTZ sent`)).waitFor({ timeout: 30_000 });
  await screenshot(page, `${shots}-confirmed`);
}

beforeAll(async () => {
  node = await startTezosNode();
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

describe('tezos on the fixture node through the browser host', () => {
  it('imports the abandon phrase and adds XTZ from the catalogue; it reads 0', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    // the home list first (it may already show XTZ), then the catalogue makes sure it is in the wallet
    await page
      .getByRole('list', { name: 'Coins' })
      .or(page.getByRole('button', { name: 'Add coin' }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('xtz');
    const entry = page.getByRole('button', { name: /^(Add|Remove) XTZ on Tezos$/ });
    await entry.waitFor({ timeout: 20_000 });
    await screenshot(page, 'tezos-01-catalogue');
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Remove XTZ on Tezos' }).waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect
      .poll(() => xtzRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toBe('0 XTZ');
    await screenshot(page, 'tezos-02-home');
    expect(pageErrors).toEqual([]);
  });

  it('receive: the coin page shows the tz1 address; after funding, Refresh shows the XTZ and its history', async () => {
    await xtzRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    node.fund(ME, XTZ(12));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('12 XTZ');
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'tezos-03-received');
    expect(pageErrors).toEqual([]);
  });

  it('the first send reveals the key in the same operation; the node’s ledger agrees', async () => {
    expect(node.account(ME)?.managerKey).toBeNull();
    await sendThroughForm('2.5', 'tezos-04-first-send');
    expect(node.balance(BOB)).toBe(XTZ(2.5));
    expect(node.account(ME)?.managerKey).toBe(tezosPublicKey(publicKeyBytes(0)));
    // one injection, forged with a reveal (tag 0x6b) then a transaction (0x6c)
    expect(injectedKinds()).toHaveLength(1);
    expect(injectedKinds()[0]!.slice(64, 66)).toBe('6b');
    expect(pageErrors).toEqual([]);
  });

  it('a later send is a lone transaction; history lists both sends after the funding', async () => {
    await xtzRow().click();
    await sendThroughForm('1', 'tezos-05-second-send');
    expect(node.balance(BOB)).toBe(XTZ(3.5));
    expect(injectedKinds()[1]!.slice(64, 66)).toBe('6c');
    await xtzRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(2);
    const left = node.balance(ME);
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe(`${formatUnits(left, 6)} XTZ`);
    await screenshot(page, 'tezos-06-history');
    expect(pageErrors).toEqual([]);
  });
});
