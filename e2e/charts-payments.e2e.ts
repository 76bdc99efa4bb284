/**
 * Charts and payment links end to end on the `local` profile. Prices and price history come
 * from the CoinGecko stand-in (simple/price and /coins/{id}/market_chart in CoinGecko's wire
 * format); Ethereum from anvil, Litecoin from a regtest node behind an Esplora stand-in.
 * Home's portfolio chart and the coin page's price chart render from the fixture history and
 * hovering shows a value and a date, in light and dark. The receive card's amount becomes an
 * EIP-681 link in its QR code; an EIP-681 and a BIP21 link pasted into send prefill it, and a
 * link for another chain is refused with a clear message. Nothing is sent.
 */
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { utxoParams } from '../shared/chains/utxo/utxoNetworks';
import { encodeWif } from '../shared/chains/utxo/utxoWif';
import { paymentFor } from '../main/chains/utxo/params';
import { startCoinGeckoServer, type CoinGeckoServer } from '../main/prices/fixtures/coingeckoServer';
import { wavySeries } from '../main/prices/fixtures/marketChartRoute';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, startAddWallet, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1
const LTC_KEY = new Uint8Array(32).fill(0x5d);
const LTC_WIF = encodeWif(LTC_KEY, utxoParams('litecoin', 'regtest'), true);
const LTC_ADDRESS = paymentFor(
  'litecoin',
  'regtest',
  'p2wpkh',
  secp256k1.getPublicKey(LTC_KEY, true),
).address;

let anvil: Anvil;
let explorer: ExplorerServer;
let node: Litecoind;
let esplora: EsploraServer;
let gecko: CoinGeckoServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

async function home(): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio', exact: true })
    .click();
  await walletTitle(page).waitFor({ timeout: 20_000 });
}

/** Moves the mouse over the middle of a chart and returns what its hover line says. */
async function hoverChart(testId: string): Promise<string> {
  const chart = page.getByTestId(testId);
  const canvas = chart.getByTestId('chart-canvas');
  await canvas.locator('canvas').first().waitFor({ timeout: 20_000 });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 4 });
  const hover = chart.getByTestId('chart-hover');
  await expect.poll(() => hover.innerText(), { timeout: 10_000 }).toMatch(/^\$[\d,]+\.\d{2}\s+\S/);
  return hover.innerText();
}

/**
 * The RGB of the chart's background, read from the canvas the library painted: the pane's
 * canvas is the largest, and the first of that size (the one above it, for the crosshair, is clear).
 */
async function chartBackground(testId: string): Promise<number[]> {
  return page
    .getByTestId(testId)
    .locator('canvas')
    .evaluateAll((canvases: HTMLCanvasElement[]) => {
      const pane = canvases.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
      const d = pane.getContext('2d')!.getImageData(4, 4, 1, 1).data;
      return [d[0]!, d[1]!, d[2]!];
    });
}

/** Decodes the receive card's QR code image with jsQR. */
async function qrText(symbol: string): Promise<string | null> {
  const img = page.getByRole('img', { name: `QR code of the ${symbol} receive address` });
  await img.waitFor();
  const { width, height, data } = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const c = document.createElement('canvas');
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    return {
      width: c.width,
      height: c.height,
      data: Array.from(ctx.getImageData(0, 0, c.width, c.height).data),
    };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  const now = Date.now();
  gecko = await startCoinGeckoServer({
    coins: {
      ethereum: { symbol: 'eth', prices: { usd: '2000' }, changes: { usd: '-2.345' } },
      litecoin: { symbol: 'ltc', prices: { usd: '80' }, changes: { usd: '1.5' } },
    },
    charts: { ethereum: { usd: wavySeries(2000, now) }, litecoin: { usd: wavySeries(80, now) } },
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url },
        utxo: { litecoin: { esploraUrl: esplora.url } },
        prices: { coingeckoUrl: gecko.url },
      }),
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await esplora?.close();
  await node?.stop();
  await explorer?.close();
  await gecko?.close();
  await anvil?.stop();
}, 60_000);

describe('charts and payment links through the browser host', () => {
  it('home draws the portfolio chart from the fixture history; hover shows a value and a date', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    const hover = await hoverChart('portfolio-chart');
    // 10000 ETH at 2000 ± 10 %: between $18M and $22M
    const value = Number(/^\$([\d,]+\.\d{2})/.exec(hover)![1]!.replace(/,/g, ''));
    expect(value).toBeGreaterThan(18_000_000);
    expect(value).toBeLessThan(22_000_000);
    expect(gecko.requests.some((r) => r.path === '/api/v3/coins/ethereum/market_chart')).toBe(true);
    // the day's change: on the row and for the wallet, by sign as well as colour
    const row = page.locator('[data-coin-id="ethereum:native"] .coin-change');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toBe('▼ −2.35 %');
    expect(await page.getByTestId('portfolio-change').textContent()).toBe('▼ −2.35 % in 24 h');
    await screenshot(page, 'charts-01-home-light');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'charts-01b-home-rows-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'charts-01c-home-rows-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('portfolio-chart').scrollIntoViewIfNeeded();

    const light = await chartBackground('portfolio-chart');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => chartBackground('portfolio-chart')).not.toEqual(light);
    await hoverChart('portfolio-chart');
    await screenshot(page, 'charts-02-home-dark');
  });

  it('switching the range asks for that range and redraws', async () => {
    await page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: '1 y' }).click();
    await expect
      .poll(() =>
        gecko.requests.some((r) => r.path.endsWith('/market_chart') && r.query.endsWith('days=365')),
      )
      .toBe(true);
    await expect.poll(() => hoverChart('portfolio-chart')).toMatch(/\d{4}$/);
  });

  it('the coin page draws the ETH price; the receive amount goes into the EIP-681 link and its QR code', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: 'Open ETH on Ethereum' }).click();
    const hover = await hoverChart('price-chart');
    const price = Number(/^\$([\d,]+\.\d{2})/.exec(hover)![1]!.replace(/,/g, ''));
    expect(price).toBeGreaterThan(1799);
    expect(price).toBeLessThan(2201);
    await page.getByLabel('Request an amount (ETH, optional)').fill('1.5');
    const link = `ethereum:${ME}@1?value=1500000000000000000`;
    await expect.poll(() => page.getByTestId('payment-link').textContent()).toBe(link);
    await expect.poll(() => qrText('ETH'), { timeout: 10_000 }).toBe(link);
    await screenshot(page, 'charts-03-coin-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await hoverChart('price-chart');
    await screenshot(page, 'charts-04-coin-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('an EIP-681 link pasted into send fills recipient and amount; another chain’s link is refused', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send ETH' }).waitFor();
    const to = page.getByLabel('Recipient address');
    await to.fill(`ethereum:${BOB}@1?value=2.5e17`);
    await expect.poll(() => to.inputValue()).toBe(BOB);
    expect(await page.getByLabel('Amount (ETH)').inputValue()).toBe('0.25');
    expect(await page.getByTestId('payment-link-note').innerText()).toContain('Filled from a payment link');
    // a quote, then review: the link never sends by itself
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'payments-01-eip681-prefilled');

    await to.fill(`litecoin:${LTC_ADDRESS}?amount=1`);
    await expect
      .poll(() => page.getByTestId('payment-link-note').innerText())
      .toBe('This payment link is for Litecoin, not Ethereum. Open the Litecoin coin to pay it.');
    expect(await to.inputValue()).toBe('');
    await to.fill(`ethereum:${BOB}@137?value=1`);
    await expect
      .poll(() => page.getByTestId('payment-link-note').innerText())
      .toBe('This payment link is for Polygon, not Ethereum. Open the Polygon coin to pay it.');
    await screenshot(page, 'payments-02-chain-mismatch');
    const balance = await anvil.rpc<string>('eth_getBalance', [BOB, 'latest']);
    expect(BigInt(balance)).toBe(10000n * 10n ** 18n);
  });

  it('a BIP21 link pasted into the Litecoin send form fills it', async () => {
    await home();
    await startAddWallet(page, 'key');
    await page.getByLabel('Chain', { exact: true }).selectOption('litecoin');
    await page.getByRole('textbox', { name: 'Private key' }).fill(LTC_WIF);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send LTC' }).waitFor();
    const to = page.getByLabel('Recipient address');
    await to.fill(`litecoin:${node.walletAddress}?amount=0.25&label=Corner%20shop`);
    await expect.poll(() => to.inputValue()).toBe(node.walletAddress);
    expect(await page.getByLabel('Amount (LTC)').inputValue()).toBe('0.25');
    expect(await page.getByTestId('payment-link-note').innerText()).toBe(
      'Filled from a payment link (“Corner shop”). Check the recipient and amount before you review.',
    );
    await screenshot(page, 'payments-03-bip21-prefilled');
  });

  it('with two wallets the portfolio chart covers all of them on request', async () => {
    await home();
    const scope = page.getByRole('group', { name: 'Wallets in the chart' });
    await scope.getByRole('button', { name: 'All wallets' }).click();
    await hoverChart('portfolio-chart');
    await screenshot(page, 'charts-05-all-wallets');
    expect(pageErrors).toEqual([]);
  });
});
