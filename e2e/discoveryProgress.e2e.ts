/**
 * The first discovery of a big UTXO wallet, as a person sees it (issue 20): 60 used Litecoin
 * addresses read through an explorer 700 ms away, so the scan takes several rounds. While it
 * runs, the home row and the coin page say how far it got (addresses checked, transactions
 * found); when it ends they show the balance of all 60 addresses.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressDeriver } from '../main/chains/utxo/logic/account';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startDelayProxy, type LocalServer } from '../test/utxo/httpHelpers';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { testWallet } from '../test/utxo/testWallet';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const USED = 60;
const DELAY_MS = 700;

let node: Litecoind;
let esplora: EsploraServer;
let proxy: LocalServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** "Scanning addresses: 42 checked, 40 found on 40 used addresses" → 42 */
const checkedIn = (text: string | null): number =>
  Number(/(\d+) (?:address|addresses)\b/.exec(text ?? '')?.[1] ?? -1);

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  // the abandon phrase's BIP84 receive chain on regtest, the wallet the test imports
  const derive = addressDeriver('litecoin', 'regtest', testWallet().account('p2wpkh'));
  const amounts: Record<string, string> = {};
  for (let i = 0; i < USED; i++) amounts[derive(0, i).address] = '0.001';
  await node.rpc('sendmany', ['', amounts], 'w');
  await node.mine(1);
  esplora = await startEsploraServer(node.rpc);
  proxy = await startDelayProxy(esplora.url, DELAY_MS);
  host = await startHost({
    env: { WALLET_LOCAL_ENDPOINTS: JSON.stringify({ utxo: { litecoin: { esploraUrl: proxy.url } } }) },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await proxy?.close();
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('the first discovery of a 60-address Litecoin wallet', () => {
  it('the home row counts the addresses checked while the scan runs', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    const row = page.getByRole('link', { name: 'Open LTC on Litecoin' });
    await row.scrollIntoViewIfNeeded();
    // drawn for the eye (the row's sentence for screen readers says "loading")
    const scanning = row.locator('.sync-progress');
    await expect.poll(() => scanning.textContent(), { timeout: 20_000 }).toMatch(/^Scanning… \d+ address/);
    const first = checkedIn(await scanning.textContent());
    expect(first).toBeGreaterThan(0);
    expect(await scanning.getAttribute('title')).toMatch(
      /^Scanning: \d+ address(es)? checked, \d+ transactions? found$/,
    );
    await screenshot(page, 'discovery-01-home-scanning');
  });

  it('the coin page shows the scan with what it found, then the balance of all 60 addresses', async () => {
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    const bar = page.getByRole('status', { name: 'Scanning addresses' });
    await bar.waitFor({ timeout: 10_000 });
    const text = await bar.textContent();
    expect(text).toMatch(/^Scanning addresses: \d+ address(es)? checked, \d+ transactions? found/);
    await screenshot(page, 'discovery-02-coin-scanning');
    await expect
      .poll(() => page.getByTestId('coin-balance').textContent(), { timeout: 60_000 })
      .toBe('0.06 LTC');
    expect(await bar.count()).toBe(0);
    // 60 used receive addresses plus the gap of 20 unused ones, and the change chain's 20
    expect(proxy.requests()).toBeGreaterThanOrEqual(USED + 20 + 20);
    await screenshot(page, 'discovery-03-coin-done');
    expect(pageErrors).toEqual([]);
  });
});
