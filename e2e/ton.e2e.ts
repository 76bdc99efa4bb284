/**
 * TON end to end on the `local` profile: the built browser host reads the toncenter facade over
 * @ton/sandbox (test/ton/tonNode.ts), where the real wallet v4r2 contract and a real TEP-74
 * jetton minter run. Chromium imports the abandon phrase, then, the way a person would: the
 * receive address and TON balance after Refresh, a custom jetton added by its master (name,
 * symbol and decimals read from its metadata), a TON send (the first one deploys the wallet)
 * and a jetton send through the form (quote → review → toast → confirmed), and the history.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abandonTonAccount } from '../test/ton/realSigner';
import { startTonNode, type TonNode } from '../test/ton/tonNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// m/44'/607'/0' of the abandon phrase, wallet v4r2, test-only non-bounceable (the local profile)
const ME = abandonTonAccount(0).address;
const BOB = abandonTonAccount(5).address;
const TON = 1_000_000_000n;

let node: TonNode;
let host: Host;
let browser: Browser;
let page: Page;
let master = '';
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const tonRow = () => page.getByRole('link', { name: 'Open TON on TON' });
const jettonRow = () => page.getByRole('link', { name: 'Open VJT on TON' });

async function sendThroughForm(symbol: string, amount: string, shots: string): Promise<void> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: `Send ${symbol}` }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel(`Amount (${symbol})`).fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 30_000 }).toBe(true);
  await screenshot(page, `${shots}-quote`);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  expect(await card.innerText()).toContain(BOB);
  await screenshot(page, `${shots}-review`);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  // the progress toast, or already its outcome: the sandbox applies the request at once
  const sending = toast(new RegExp(`Sending [\\d.]+ ${symbol}…|[\\d.]+ ${symbol} sent`));
  if (
    !(await sending.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await screenshot(page, `${shots}-refused`);
    const calls = node
      .requests()
      .slice(-12)
      .map((r) => `${r.path} ${JSON.stringify(r.params).slice(0, 80)}`);
    throw new Error(`no Sending toast: ${await page.locator('.toasts').innerText()} | ${calls.join(' ; ')}`);
  }
  const sent = toast(new RegExp(`[\\d.]+ ${symbol} sent`));
  if (
    !(await sent.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await screenshot(page, `${shots}-not-confirmed`);
    const calls = node
      .requests()
      .slice(-12)
      .map((r) => `${r.path} ${JSON.stringify(r.params).slice(0, 80)}`);
    throw new Error(`not confirmed: ${await page.locator('.toasts').innerText()} | ${calls.join(' ; ')}`);
  }
  await screenshot(page, `${shots}-confirmed`);
}

beforeAll(async () => {
  node = await startTonNode();
  master = await node.deployJetton({ name: 'Vault Jetton', symbol: 'VJT', decimals: 6 });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ ton: { toncenterUrl: node.url } }),
      // long enough for the progress toast to be seen before the first look turns it into the outcome
      WALLET_CONFIRM_INTERVAL_MS: '2000',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await node?.close();
}, 60_000);

describe('ton on the sandbox facade through the browser host', () => {
  it('imports the abandon phrase; TON reads 0 on home', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect.poll(() => tonRow().textContent(), { timeout: 30_000 }).toMatch(/(?<![\d.])0 TON/);
    await screenshot(page, 'ton-01-wallet-home');
  });

  it('receives: the user-friendly address, and the balance after Refresh', async () => {
    await node.fund(ME, 5n * TON);
    await node.mintJetton(master, ME, 12_500_000n); // 12.5 VJT
    await tonRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent(), { timeout: 20_000 }).toBe(ME);
    await page.getByRole('button', { name: 'Refresh' }).click();
    // 5 TON funded and the mint's excess forwarded by the new jetton wallet
    const expected = Number(await node.balance(ME)) / 1e9;
    await expect.poll(() => balance().textContent(), { timeout: 30_000 }).toBe(`${expected} TON`);
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'ton-02-coin-page');
  });

  it('adds a custom jetton by its master: name, symbol and decimals from its metadata', async () => {
    await page.getByRole('link', { name: '← Home' }).click();
    await walletTitle(page).waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('ton');
    await page.getByLabel('Contract address or name').fill(master);
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 30_000 })
      .toBe('Vault Jetton (VJT), 6 decimals');
    await screenshot(page, 'ton-03-custom-jetton');
    await page.getByRole('button', { name: 'Add token', exact: true }).click();
    await toast('VJT added').waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect.poll(() => jettonRow().textContent(), { timeout: 30_000 }).toContain('12.5 VJT');
    await screenshot(page, 'ton-03b-jetton-on-home');
    expect(pageErrors).toEqual([]);
  });

  // These two were skipped: the coin page's refetch on `coin.changed` settled the pending entry
  // the confirmation loop was following, and TON's status look needs that entry (seqno and
  // valid_until), so the loop answered 'pending' for a send that landed. Fixed in
  // services/transfers (a followed entry is the loop's); see confirmThroughApp.integ.test.ts.
  it('sends TON through the form (the first send deploys the wallet); the chain agrees', async () => {
    await tonRow().click();
    await sendThroughForm('TON', '1.25', 'ton-04-send-ton');
    expect(await node.balance(BOB)).toBe(1_250_000_000n);
    expect(pageErrors).toEqual([]);
  });

  it('sends the jetton through the form; the jettons move and the history shows it', async () => {
    await jettonRow().click();
    await sendThroughForm('VJT', '2.5', 'ton-05-send-jetton');
    expect(await node.jettonBalance(master, BOB)).toBe(2_500_000n);
    await expect.poll(() => jettonRow().textContent(), { timeout: 30_000 }).toContain('10 VJT');
    await jettonRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    // jetton history lists transfer ops (the mint is the minter's internal_transfer, not one):
    // the send, out
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'ton-06-jetton-history');
    await page.getByRole('link', { name: '← Home' }).click();
    await tonRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await screenshot(page, 'ton-07-ton-history');
    expect(pageErrors).toEqual([]);
  });
});
