/**
 * Selling ETH through a provider end to end on the `local` profile (issue 30): anvil behind the
 * Etherscan-style explorer, the product backend in the spec's sell shapes
 * (test/product/sellBackend.ts) whose provider page is served on 127.0.0.1, the browser host and
 * Chromium. A provider whose deposit address is not an Ethereum address is refused in its
 * sentence with nothing sent; the honest provider has no deposit until its page is filled and
 * completed in the tab the wallet opened; the deposit is reviewed, signed as a sell deposit and
 * lands on anvil at the provider's address with exactly the quoted amount; history names it
 * 'Sale via Transakt' with the provider's status.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { startSellBackend, type SellBackend } from '../test/product/sellBackend';
import { routeProviderPages } from './providerPages';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const DEPOSIT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'; // anvil account 5: Transakt's deposit address
const LTC_ADDRESS = 'ltc1qg82tnmw0kz4ng8ltlx2m7xhhx8wq7k6a5x7y0g';

let anvil: Anvil;
let explorer: ExplorerServer;
let backend: SellBackend;
let host: Host;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const offers = () => page.getByTestId('sell-provider');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const ethOf = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  backend = await startSellBackend();
  backend.depositAddress = DEPOSIT;
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: anvil.url, explorerUrl: explorer.url } }),
      WALLET_BACKEND_URL: backend.base,
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  await routeProviderPages(context, backend);
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await backend?.close();
  await explorer?.close();
  await anvil?.stop();
}, 60_000);

describe('selling ETH through a provider on anvil', () => {
  it('imports an anvil key and asks for the offers', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'Sell', exact: true }).click();
    await page.getByRole('heading', { name: 'Sell crypto' }).waitFor();
    await page.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'ETH · Ethereum' });
    await page.getByLabel('Amount', { exact: true }).pressSequentially('0.5', { delay: 120 });
    await expect.poll(() => offers().count(), { timeout: 20_000 }).toBe(3);
    expect(backend.asked.filter((a) => a.path === '/sell/quote').at(-1)!.body).toMatchObject({
      chain_name: 'ethereum',
      symbol: 'ETH',
      amount: '0.5',
    });
    await screenshot(page, 'sell-eth-01-offers');
  });

  it("refuses a provider's deposit address that is not an Ethereum address, sending nothing", async () => {
    backend.lie = { depositAddress: LTC_ADDRESS };
    const before = await ethOf(DEPOSIT);
    await page.getByRole('button', { name: 'Sell with Transakt' }).click();
    const refusal = page.getByTestId('sell-refusal');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toMatch(
      /^Transakt's deposit address is not a valid Ethereum address \(.+\); nothing was sent\.$/,
    );
    expect(await ethOf(DEPOSIT)).toBe(before);
    await screenshot(page, 'sell-eth-02-bad-address');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it("completes the provider's page, then the deposit lands on anvil at its address", async () => {
    backend.lie = null;
    backend.pageGate = true;
    const before = await ethOf(DEPOSIT);
    await page.getByRole('button', { name: 'Sell with Transakt' }).click();
    await page.getByRole('status').filter({ hasText: "Waiting for Transakt's payment details" }).waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: "Open Transakt's page" }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/transakt\.example\/sell\?requestId=req-\d+$/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.getByRole('heading', { name: 'Transakt: verify your identity' }).waitFor();
    // not completed yet: the wallet is still waiting, nothing to review
    expect(await page.getByRole('region', { name: 'Review', exact: true }).count()).toBe(0);
    await tab.getByLabel('Full name').fill('Ada Lovelace');
    await tab.getByLabel('IBAN').fill('DE89370400440532013000');
    await screenshot(tab, 'sell-eth-03-provider-page');
    await tab.getByRole('button', { name: 'Confirm sale' }).click();
    await tab.getByRole('heading', { name: 'Sale confirmed' }).waitFor();
    await screenshot(tab, 'sell-eth-04-provider-done');
    expect([...backend.completed.values()]).toEqual([
      expect.objectContaining({ fullName: 'Ada Lovelace', iban: 'DE89370400440532013000' }),
    ]);
    await tab.close();

    const card = page.getByRole('region', { name: 'Review', exact: true });
    await card.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('sell-summary').innerText()).toMatch(
      /^Sell 0\.5 ETH via Transakt: deposit to Transakt's address \S+, you receive ≈ \$38\.50\.$/,
    );
    expect(await card.getByTestId('review-to').textContent()).toBe(DEPOSIT);
    await screenshot(page, 'sell-eth-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('sell-status').waitFor({ timeout: 20_000 });
    await toast('Sending 0.5 ETH for the sale…').waitFor();
    await expect.poll(() => ethOf(DEPOSIT), { timeout: 20_000 }).toBe(before + 5n * 10n ** 17n);
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toContain('Deposit confirmed on chain');
    backend.saleStatus = 'paid_out';
    await expect
      .poll(() => page.getByTestId('sell-status').textContent(), { timeout: 20_000 })
      .toBe('Transakt has paid you out.');
    await screenshot(page, 'sell-eth-06-paid-out');
  });

  it('history names the deposit as the sale, with its status', async () => {
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    const sale = page.locator('.tx-row').filter({ hasText: 'Sale via Transakt · paid out' });
    await expect.poll(() => sale.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'sell-eth-07-history');
    expect(pageErrors).toEqual([]);
  });
});
