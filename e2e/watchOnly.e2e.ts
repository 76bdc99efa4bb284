/**
 * A watch-only Litecoin wallet end to end on the `local` profile: the account of a phrase
 * wallet (m/84'/1'/0' of the BIP39 test phrase, written as a vpub: the zpub of a test network)
 * is added through "Watch a wallet", after a pasted phrase and a mainnet zpub are refused with
 * nothing added. Gap-limit discovery from the xpub finds the regtest deposits (one past an unused
 * address), the list says "Watch-only", and the coin page offers no Send.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressDeriver } from '../main/chains/utxo/logic/account';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, openSwitcher, startAddWallet, walletTitle } from './walletFlow';

const seed = mnemonicToSeedSync(ABANDON);
const PATH = "m/84'/1'/0'";
const VPUB = HDKey.fromMasterSeed(seed, { public: 0x045f1cf6, private: 0x045f18bc }).derive(
  PATH,
).publicExtendedKey;
const ZPUB = HDKey.fromMasterSeed(seed, { public: 0x04b24746, private: 0x04b2430c }).derive(
  "m/84'/2'/0'",
).publicExtendedKey;
const require = createRequire(import.meta.url);
const AXE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** axe's serious and critical findings on the page (the bar e2e/a11y.e2e.ts holds every screen to) */
async function axeFindings(p: Page): Promise<string[]> {
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

const derive = addressDeriver('litecoin', 'regtest', { xpub: VPUB, type: 'p2wpkh', path: PATH });

let node: Litecoind;
let esplora: EsploraServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const keyField = () => page.getByLabel('Extended public key');

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  // receive 0 and receive 2 (past an unused one), and change 0: discovery must find all three
  await node.rpc('sendtoaddress', [derive(0, 0).address, '1'], 'w');
  await node.rpc('sendtoaddress', [derive(0, 2).address, '0.25'], 'w');
  await node.rpc('sendtoaddress', [derive(1, 0).address, '0.5'], 'w');
  await node.mine(1);
  esplora = await startEsploraServer(node.rpc);
  host = await startHost({
    env: { WALLET_LOCAL_ENDPOINTS: JSON.stringify({ utxo: { litecoin: { esploraUrl: esplora.url } } }) },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('a watch-only litecoin wallet from an account key on a regtest node', () => {
  it('refuses a pasted phrase and a mainnet zpub by name, and adds nothing', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Watch a wallet (no keys)' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('litecoin');
    await fillNewPassword(page);
    await keyField().fill(ABANDON);
    await page.getByRole('button', { name: 'Add watch-only wallet' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/recovery phrase.*Nothing was saved/);
    await keyField().fill(ZPUB);
    await page.getByRole('button', { name: 'Add watch-only wallet' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/zpub is for mainnet/);
    await screenshot(page, 'watch-only-01-refused');
    expect(await axeFindings(page)).toEqual([]);
    // still the onboarding form: no vault, no wallet
    expect(await walletTitle(page).count()).toBe(0);
  });

  it('adds the vpub; the list labels it Watch-only and the coin shows the discovered balance', async () => {
    await keyField().fill(VPUB);
    await page.getByRole('button', { name: 'Add watch-only wallet' }).click();
    await walletTitle(page).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 30_000 }).toBe('1.75 LTC');
    await expect.poll(() => page.getByText(/Watch-only: this wallet follows/).count()).toBe(1);
    // the receive address past the last used one, as for a phrase wallet: found from the xpub alone
    expect(await page.getByTestId('receive-address').textContent()).toBe(derive(0, 3).address);
    // no Send at all (not even a disabled one), on the page or in the portfolio row's menu
    expect(await page.getByRole('link', { name: 'Send', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Stake/ }).count()).toBe(0);
    // history comes from the xpub too: the three deposits, each received
    const received = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="in"]');
    await expect.poll(() => received.count(), { timeout: 20_000 }).toBe(3);
    await screenshot(page, 'watch-only-02-coin');
  });

  it('the wallet list labels it Watch-only', async () => {
    await page.getByRole('link', { name: '← Home' }).click();
    const panel = await openSwitcher(page);
    await expect.poll(() => panel.locator('li.wallet-row').first().innerText()).toMatch(/Watch-only/);
    await screenshot(page, 'watch-only-03-list');
    await page.getByRole('button', { name: /^Wallets \(\d+\)/ }).click();
    await page
      .getByRole('button', { name: /More actions|Actions for LTC/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('menuitem', { name: /Receive LTC/ }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: /Send LTC/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('the phrase wallet the key was exported from reads the same balance, and can send', async () => {
    await startAddWallet(page, 'phrase');
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 30_000 }).toBe('1.75 LTC');
    // (the page may first show the cached overview of the same coin id, then the phrase wallet's)
    await expect
      .poll(() => page.getByRole('link', { name: 'Send', exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await balance().textContent()).toBe('1.75 LTC');
    const panel = await openSwitcher(page);
    const rows = panel.locator('li.wallet-row');
    expect(await rows.nth(0).innerText()).toMatch(/Watch-only/);
    expect(await rows.nth(1).innerText()).not.toMatch(/Watch-only/);
    expect(pageErrors).toEqual([]);
  });
});
