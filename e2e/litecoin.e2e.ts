/**
 * Litecoin end to end on the `local` profile: the built browser host reads a real litecoind
 * (regtest) through the Esplora-compatible server; Chromium imports the wallet through the
 * onboarding screens, then receives and sends on the coin page the way a person would:
 * address and QR, a deposit seen after Refresh, the send form with its quote, the review,
 * the progress toast, the pending entry, and the success toast once a block is mined.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../shared/amount';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// BIP84 on regtest (coin type 1) for the abandon phrase: m/84'/1'/0'/0/0
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const LTC = (s: string) => parseUnits(s, 8);

let node: Litecoind;
let esplora: EsploraServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let fee = '';

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ utxo: { litecoin: { esploraUrl: esplora.url } } }),
      // 15 tries a second apart: time to look at the pending entry before the block is mined
      WALLET_CONFIRM_INTERVAL_MS: '1000',
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
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('litecoin on a regtest node through the browser host', () => {
  it('imports the abandon phrase through the onboarding screens', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByRole('heading', { name: 'Import a recovery phrase' }).waitFor();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    const row = page.getByRole('link', { name: 'Open LTC on Litecoin' });
    // the home list reads every visible coin's balance: litecoin's node says 0
    await expect.poll(() => row.locator('.balance-amount').textContent(), { timeout: 20_000 }).toBe('0 LTC');
    await screenshot(page, 'litecoin-01-wallet-home');
  });

  it('the coin page shows the first regtest receive address and its QR code', async () => {
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(RECEIVE_0);
    const qr = page.getByRole('img', { name: 'QR code of the LTC receive address' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await balance().textContent()).toBe('0 LTC');
    await page.getByText('No transactions yet.').waitFor();
    await screenshot(page, 'litecoin-02-coin-page');
  });

  it('a deposit on the node shows after Refresh, with the next unused address', async () => {
    await node.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
    await node.mine(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('1 LTC');
    expect(await page.getByTestId('receive-address').textContent()).not.toBe(RECEIVE_0);
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/Received[\s\S]*SUCCESS[\s\S]*\+1 LTC/);
  });

  it('sends through the form: quote, review, progress toast, pending, then confirmed', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send LTC' }).waitFor();
    await page.getByLabel('Recipient address').fill(node.walletAddress);
    await page.getByLabel('Amount (LTC)').fill('0.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/Amount\s+0\.25 LTC/);
    expect(quote).toMatch(/Fee rates\s+Recommended: \d+(\.\d+)? sat\/vB/);
    await screenshot(page, 'litecoin-03-send-quote');

    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    const text = await card.innerText();
    expect(text).toContain(node.walletAddress);
    fee = /Network fee\s+([\d.]+) LTC/.exec(text)![1]!;
    expect(text).toContain(`${formatUnits(LTC('0.25') + LTC(fee), 8)} LTC`);
    await screenshot(page, 'litecoin-04-review');

    const started = Date.now();
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast('Sending 0.25 LTC…').waitFor();
    expect(await node.rpc<string[]>('getrawmempool')).toHaveLength(1);
    await screenshot(page, 'litecoin-05-sending-toast');

    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    const pending = page.getByRole('list', { name: 'Pending transactions' });
    await pending.waitFor();
    expect(await pending.locator('li').count()).toBe(1);
    await pending.getByRole('button', { name: 'Speed up' }).waitFor();
    await screenshot(page, 'litecoin-06-pending');

    await node.mine(1);
    await toast('0.25 LTC sent').waitFor({ timeout: 20_000 });
    console.info(`litecoin e2e: Send click → confirmed toast in ${Date.now() - started} ms`);
    expect(await toast('Sending 0.25 LTC…').count()).toBe(0); // the progress toast became it
    await screenshot(page, 'litecoin-07-confirmed-toast');
  });

  it('history shows the send; the balance is 0.75 less the fee', async () => {
    await expect
      .poll(() => page.getByRole('list', { name: 'Pending transactions' }).count(), { timeout: 20_000 })
      .toBe(0);
    await expect.poll(() => balance().textContent()).toBe(`${formatUnits(LTC('0.75') - LTC(fee), 8)} LTC`);
    const sent = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await sent.waitFor();
    expect(await sent.innerText()).toMatch(/Sent[\s\S]*SUCCESS[\s\S]*−0\.25/);
    await screenshot(page, 'litecoin-08-history');
    expect(pageErrors).toEqual([]);
  });

  it('speeds up a pending send: the dialog shows the recipient, amount and new fee, approved there', async () => {
    const before = LTC((await balance().textContent())!.replace(' LTC', ''));
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByLabel('Recipient address').fill(node.walletAddress);
    await page.getByLabel('Amount (LTC)').fill('0.1');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await review.click();
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
    await toast('Sending 0.1 LTC…').waitFor();
    const [first] = await node.rpc<string[]>('getrawmempool');

    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    const pending = page.getByRole('list', { name: 'Pending transactions' });
    await pending.getByRole('button', { name: 'Speed up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Speed up transaction' });
    await dialog.getByText('New network fee').waitFor({ timeout: 20_000 });
    const shown = await dialog.innerText();
    expect(shown).toContain(node.walletAddress);
    expect(shown).toMatch(/Amount\s+0\.1 LTC/);
    const newFee = /New network fee\s+([\d.]+) LTC/.exec(shown)![1]!;
    await screenshot(page, 'litecoin-09-speed-up-confirm');
    await dialog.getByRole('button', { name: 'Speed up' }).click();
    await toast('Speeding up…').waitFor();
    const pool = await node.rpc<string[]>('getrawmempool');
    expect(pool).toHaveLength(1);
    expect(pool).not.toContain(first);
    // the node charged exactly the fee the dialog showed and the user approved
    const entry = await node.rpc<{ fees: { base: number } }>('getmempoolentry', [pool[0]]);
    expect(LTC(entry.fees.base.toFixed(8))).toBe(LTC(newFee));

    await node.mine(1);
    await toast('Transaction sped up').waitFor({ timeout: 20_000 });
    // the original send's progress toast became the speed-up's: nothing is left spinning
    expect(await toast('Sending 0.1 LTC…').count()).toBe(0);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => balance().textContent(), { timeout: 20_000 })
      .toBe(`${formatUnits(before - LTC('0.1') - LTC(newFee), 8)} LTC`);
    await screenshot(page, 'litecoin-10-sped-up');
    expect(pageErrors).toEqual([]);
  });
});
