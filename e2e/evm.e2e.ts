/**
 * Ethereum end to end on the `local` profile: anvil (chain id 1, so the signer's registry
 * chain-id check holds) and an Etherscan-style explorer over it, the built browser host, and
 * Chromium importing an anvil dev key through the onboarding screens. Then the balance on
 * home and on the coin page, a send through the form to the confirmed toast, and a send held
 * in the mempool: the spec's pending warning, then a speed-up that a mined block confirms.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../shared/amount';
import { fiatValue, formatFiat, sumFiat } from '../shared/fiat';
import { formatAmount } from '../renderer/format/formatAmount';
import { startCoinGeckoServer, type CoinGeckoServer } from '../main/prices/fixtures/coingeckoServer';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { deployToken } from '../test/evm/deploy';
import { deployEns } from '../test/evm/ens';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, openSwitcher, rowAddress, startAddWallet, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1
const ETH_USD = '2000';

let anvil: Anvil;
let explorer: ExplorerServer;
let gecko: CoinGeckoServer;
let gamma: string;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const nodeBalance = async (a: string) =>
  `${formatUnits(BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest'])), 18)} ETH`;

const shownBalance = async (a: string) =>
  `${formatAmount(formatUnits(BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest'])), 18), { locale: 'en-US', full: true })} ETH`;

/** Fills the send form, waits for the quote, reviews, sends; returns the quote's text. */
async function send(amount: string, shots?: { quote: string; review: string }): Promise<string> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send ETH' }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel('Amount (ETH)').fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
  const quote = await page.getByLabel('Quote').innerText();
  if (shots) await screenshot(page, shots.quote);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  expect(await card.innerText()).toContain(BOB);
  if (shots) await screenshot(page, shots.review);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  return quote;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  const ens = await deployEns(anvil, 3); // not ME: its balance and history stay the test's
  await ens.register('bob.eth', { address: BOB });
  ens.close();
  gamma = await deployToken(anvil, 'Gamma Coin', 'GAM', 8, 10n ** 12n, 3);
  // the keyless default price source (CoinGecko's wire format) is the only one configured
  gecko = await startCoinGeckoServer({ coins: { ethereum: { symbol: 'eth', prices: { usd: ETH_USD } } } });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url, ens: { registry: ens.registry } },
        prices: { coingeckoUrl: gecko.url },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
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
  await explorer?.close();
  await gecko?.close();
  await anvil?.stop();
}, 60_000);

describe('ethereum on anvil through the browser host', () => {
  it('imports an anvil dev key; home shows its ETH balance', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByRole('heading', { name: 'Import a private key' }).waitFor();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect.poll(() => rowAddress(page, 'ethereum:native').getAttribute('title')).toBe(ME);
    const row = page.getByRole('link', { name: 'Open ETH on Ethereum' });
    await expect
      .poll(() => row.locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toBe('10,000 ETH');
    await screenshot(page, 'evm-01-home-balance');
  });

  it('the coin page shows the balance, the address and its QR code', async () => {
    await page.getByRole('link', { name: 'Open ETH on Ethereum' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('10,000 ETH');
    expect(await page.getByTestId('receive-address').textContent()).toBe(ME);
    await page.getByRole('img', { name: 'QR code of the ETH receive address' }).waitFor();
    await expect
      .poll(() => page.getByTestId('coin-fiat').textContent(), { timeout: 20_000 })
      .toBe(`≈ ${formatFiat(fiatValue('10000', ETH_USD), 'USD')}`);
    await screenshot(page, 'evm-02-coin-page');
  });

  it('sends 1.5 ETH through the form: quote in gwei, review, confirmed toast, history', async () => {
    const started = Date.now();
    const quote = await send('1.5', { quote: 'evm-03-send-quote', review: 'evm-04-review' });
    expect(quote).toMatch(/Amount\s+1\.5 ETH/);
    expect(quote).toMatch(/Recommended: [\d.]+ gwei · Normal: [\d.]+ gwei/);
    await toast('1.5 ETH sent').waitFor({ timeout: 20_000 });
    console.info(`evm e2e: Send click → confirmed toast in ${Date.now() - started} ms`);
    await screenshot(page, 'evm-05-confirmed-toast');
    expect(await nodeBalance(BOB)).toBe('10001.5 ETH');
    await page.getByRole('link', { name: 'Open ETH on Ethereum' }).click();
    // the coin page shows every decimal, grouped for the eye
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe(await shownBalance(ME));
    const sent = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await sent.waitFor({ timeout: 20_000 });
    expect(await sent.first().innerText()).toMatch(/Sent[\s\S]*−1\.5 ETH/);
    await screenshot(page, 'evm-06-history');
  });

  it('a send held in the mempool: pending warning, then speed-up, confirmed by a block', async () => {
    await anvil.rpc('evm_setAutomine', [false]);
    await send('0.5');
    await toast('Sending 0.5 ETH…').waitFor();
    // 15 polls 300 ms apart, then the spec's warning, in place of the progress toast
    const warning = toast('Transaction pending');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.innerText()).toContain('Transaction take too long. Please check again later');
    expect(await toast('Sending 0.5 ETH…').count()).toBe(0);
    await screenshot(page, 'evm-07-pending-warning');

    await page.getByRole('link', { name: 'Open ETH on Ethereum' }).click();
    const pending = page.getByRole('list', { name: 'Pending transactions' });
    await pending.waitFor({ timeout: 20_000 });
    expect(await pending.innerText()).toContain('PENDING');
    await pending.getByRole('button', { name: 'Speed up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Speed up transaction' });
    // the replacement as rebuilt from the wallet's own copy: recipient, amount, and the fee approved here
    const details = dialog.getByRole('definition').filter({ hasText: 'ETH' });
    await details.first().waitFor({ timeout: 20_000 });
    const shown = await dialog.innerText();
    expect(shown).toContain(BOB);
    expect(shown).toMatch(/Amount\s+0\.5 ETH/);
    expect(shown).toMatch(/New network fee\s+0\.\d+ ETH/);
    await screenshot(page, 'evm-08-speed-up-confirm');
    await dialog.getByRole('button', { name: 'Speed up' }).click();
    await toast('Speeding up…').waitFor();
    const pool = await anvil.rpc<{ pending: Record<string, Record<string, unknown>> }>('txpool_content');
    expect(Object.keys(pool.pending[ME] ?? pool.pending[ME.toLowerCase()] ?? {})).toHaveLength(1);
    await anvil.rpc('evm_mine');
    await toast('Transaction sped up').waitFor({ timeout: 20_000 });
    expect(await nodeBalance(BOB)).toBe('10002 ETH');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => pending.count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'evm-09-sped-up');
    expect(pageErrors).toEqual([]);
  });

  it('sends $100 of ETH to bob.eth at a custom gas price: name resolved, fiat converted, review exact', async () => {
    await anvil.rpc('evm_setAutomine', [true]);
    await page.goto(`${host.origin}/#/settings`);
    const feeSwitch = page.getByRole('switch', { name: 'Show fee options when sending' });
    await feeSwitch.click(); // saved through main; the switch follows the stored setting
    await expect.poll(() => feeSwitch.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.goto(`${host.origin}/#/home`);
    await page.getByRole('link', { name: 'Open ETH on Ethereum' }).click();
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByLabel('Recipient address').fill('bob.eth');
    await expect
      .poll(() => page.getByTestId('resolved-name').textContent(), { timeout: 20_000 })
      .toBe(`bob.eth → ${BOB}`);
    await page.getByRole('button', { name: 'USD', exact: true }).click();
    await page.getByLabel('Amount (USD)').fill('100');
    expect(await page.getByTestId('amount-counter').textContent()).toBe('≈ 0.05 ETH');
    await page.getByLabel('Quote').waitFor({ timeout: 20_000 });
    await page.getByLabel('Fee', { exact: true }).selectOption('Custom');
    const rate = page.getByLabel('Fee rate (gwei)');
    expect(await rate.inputValue()).toMatch(/^\d+(\.\d+)?$/); // starts from today's Normal rate
    await rate.fill('3');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    // 21000 gas × 3 gwei
    expect(await page.getByLabel('Quote').innerText()).toMatch(/Network fee\s+0\.000063 ETH/);
    await screenshot(page, 'evm-10-send-fiat-name-custom-fee');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    const text = await card.innerText();
    expect(text).toContain('bob.eth');
    expect(await card.getByTestId('review-to').textContent()).toBe(BOB);
    expect(text).toMatch(/0\.05 ETH \(≈ \$100\.00\)/);
    expect(text).toContain('(Custom, 3 gwei)');
    await screenshot(page, 'evm-11-review-name-fiat');
    const before = BigInt(await anvil.rpc<string>('eth_getBalance', [BOB, 'latest']));
    await card.getByRole('button', { name: 'Send' }).click();
    await toast('0.05 ETH sent').waitFor({ timeout: 20_000 });
    const after = BigInt(await anvil.rpc<string>('eth_getBalance', [BOB, 'latest']));
    expect(after - before).toBe(5n * 10n ** 16n);
    const block = await anvil.rpc<{ transactions: { maxFeePerGas: string }[] }>('eth_getBlockByNumber', [
      'latest',
      true,
    ]);
    expect(BigInt(block.transactions[0]!.maxFeePerGas)).toBe(3_000_000_000n);
    expect(pageErrors).toEqual([]);
  });

  it("adds a custom token by contract address: the contract's own details, then a row on home", async () => {
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Contract address').fill(gamma.toLowerCase());
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe('Gamma Coin (GAM), 8 decimals');
    await screenshot(page, 'evm-12-custom-token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('GAM added').waitFor();
    const row = page.getByRole('link', { name: 'Open GAM on Ethereum' });
    await expect
      .poll(() => row.locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('0 GAM');
    expect(pageErrors).toEqual([]);
  });

  it("with a second wallet: each wallet's value in the switcher and all wallets' total on home", async () => {
    const mine = fiatValue(
      formatUnits(BigInt(await anvil.rpc<string>('eth_getBalance', [ME, 'latest'])), 18),
      ETH_USD,
    );
    await startAddWallet(page, 'key');
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[2]);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    const all = page.getByTestId('all-wallets-total');
    await expect
      .poll(() => all.textContent(), { timeout: 20_000 })
      .toBe(`All 2 wallets: ${formatFiat(sumFiat([mine, fiatValue('10000', ETH_USD)]), 'USD')}`);
    const panel = await openSwitcher(page);
    const values = panel.getByTestId('wallet-value');
    await expect
      .poll(() => values.allTextContents(), { timeout: 20_000 })
      .toEqual([formatFiat(mine, 'USD'), '$20,000,000.00']);
    await screenshot(page, 'evm-13-wallet-values');
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  });

  it('Transactions lists every coin of every wallet, filters them, and exports what it shows as CSV', async () => {
    await page.getByRole('link', { name: 'Transactions' }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByLabel('Wallet', { exact: true }).selectOption({ label: 'Main Wallet' });
    await page.getByLabel('Direction', { exact: true }).selectOption('out');
    await expect
      .poll(async () => (await rows.allInnerTexts()).some((t) => /Sent[\s\S]*ETH[\s\S]*−1\.5 ETH/.test(t)), {
        timeout: 30_000,
      })
      .toBe(true);
    for (const t of await rows.allInnerTexts()) expect(t).toMatch(/^Sent/);
    await screenshot(page, 'evm-14-transactions-all-coins');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-Main-Wallet-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Wallet,Chain,Coin,Direction,Amount,Fee,Status,From,To,Memo,Hash,Explorer',
    );
    expect(lines.length - 1).toBe(await rows.count());
    expect(lines.some((l) => /^[^,]+,Main Wallet,Ethereum,ETH,Sent,-1\.5,/.test(l))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
