/**
 * A wallet imported from one Litecoin private key (WIF), end to end on the `local` profile:
 * Chromium imports it through "Import a private key", a deposit to its one address shows after
 * Refresh, and it sends and speeds up through the same form, review, toasts and dialog as a
 * phrase wallet, with change back to that one address.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../shared/amount';
import { encodeWif } from '../shared/chains/utxo/utxoWif';
import { utxoParams } from '../shared/chains/utxo/utxoNetworks';
import { paymentFor } from '../main/chains/utxo/params';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const KEY = new Uint8Array(32).fill(0x3c);
const WIF = encodeWif(KEY, utxoParams('litecoin', 'regtest'), true);
// a compressed key on Litecoin imports as its native segwit address
const ADDRESS = paymentFor('litecoin', 'regtest', 'p2wpkh', secp256k1.getPublicKey(KEY, true)).address;
const LTC = (s: string) => parseUnits(s, 8);

let node: Litecoind;
let esplora: EsploraServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });

interface RawTx {
  // Litecoin Core names an output's address in `addresses` (Bitcoin Core later in `address`)
  vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
}
const outputsOf = async (txid: string) =>
  (await node.rpc<RawTx>('getrawtransaction', [txid, true])).vout.map((o) => ({
    value: LTC(o.value.toFixed(8)),
    address: o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0],
  }));

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ utxo: { litecoin: { esploraUrl: esplora.url } } }),
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

describe('a WIF-imported litecoin wallet on a regtest node through the browser host', () => {
  it('imports the key through "Import a private key"; its coin page shows its one address', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('litecoin');
    await page.getByRole('textbox', { name: 'Private key' }).fill(WIF);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await walletTitle(page).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ADDRESS);
    await screenshot(page, 'litecoin-wif-01-coin-page');
  });

  it('a deposit shows after Refresh, and the receive address stays the one address', async () => {
    await node.rpc('sendtoaddress', [ADDRESS, '1'], 'w');
    await node.mine(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('1 LTC');
    expect(await page.getByTestId('receive-address').textContent()).toBe(ADDRESS);
  });

  it('sends through the form with change back to its address, then confirms', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByLabel('Recipient address').fill(node.walletAddress);
    await page.getByLabel('Amount (LTC)').fill('0.3');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    const fee = /Network fee\s+([\d.]+) LTC/.exec(await card.innerText())![1]!;
    await screenshot(page, 'litecoin-wif-02-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await toast('Sending 0.3 LTC…').waitFor();
    const [txid] = await node.rpc<string[]>('getrawmempool');
    const outs = await outputsOf(txid!);
    // exactly the recipient and the change, and the change goes back to the imported address
    expect(outs).toHaveLength(2);
    expect(outs).toContainEqual({ value: LTC('0.3'), address: node.walletAddress });
    expect(outs).toContainEqual({ value: LTC('0.7') - LTC(fee), address: ADDRESS });
    await node.mine(1);
    await toast('0.3 LTC sent').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Open LTC on Litecoin' }).click();
    await expect
      .poll(() => balance().textContent(), { timeout: 20_000 })
      .toBe(`${formatUnits(LTC('0.7') - LTC(fee), 8)} LTC`);
    await screenshot(page, 'litecoin-wif-03-sent');
  });

  it('speeds up a pending send from the one address: the node charges the fee the dialog showed', async () => {
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
    await page
      .getByRole('list', { name: 'Pending transactions' })
      .getByRole('button', { name: 'Speed up' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Speed up transaction' });
    await dialog.getByText('New network fee').waitFor({ timeout: 20_000 });
    const shown = await dialog.innerText();
    expect(shown).toMatch(/Amount\s+0\.1 LTC/);
    const newFee = /New network fee\s+([\d.]+) LTC/.exec(shown)![1]!;
    await screenshot(page, 'litecoin-wif-04-speed-up');
    await dialog.getByRole('button', { name: 'Speed up' }).click();
    await toast('Speeding up…').waitFor();
    const pool = await node.rpc<string[]>('getrawmempool');
    expect(pool).toHaveLength(1);
    expect(pool).not.toContain(first);
    const entry = await node.rpc<{ fees: { base: number } }>('getmempoolentry', [pool[0]]);
    expect(LTC(entry.fees.base.toFixed(8))).toBe(LTC(newFee));
    // the replacement still pays its change to the imported address and nowhere else
    const outs = await outputsOf(pool[0]!);
    expect(outs.map((o) => o.address).sort()).toEqual([ADDRESS, node.walletAddress].sort());
    await node.mine(1);
    await toast('Transaction sped up').waitFor({ timeout: 20_000 });
    await screenshot(page, 'litecoin-wif-05-sped-up');
    expect(pageErrors).toEqual([]);
  });
});
