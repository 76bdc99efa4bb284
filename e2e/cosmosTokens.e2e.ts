/**
 * Cosmos Hub tokens end to end on the `local` profile (issue 37): the built browser host reads
 * the fixture chain of test/cosmos, whose ledger keeps every bank denom and verifies each
 * broadcast's signature. Chromium imports the abandon phrase and adds ATOM; the account holds
 * OSMO as an IBC voucher (ibc/… with its ibc-go trace), which the ATOM page names. The user
 * adds it by its denom from the add-coin panel (checked on chain, named after its trace), sees
 * its balance, sends some through the form (the fee in ATOM), the ledger moves it, and the
 * token's history lists the send.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../shared/chains/cosmos/validate';
import { COSMOS_SPEC, startCosmosNode, type CosmosNode } from '../test/cosmos/cosmosNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const addr = (i: number) =>
  cosmosAddressFromPublicKey('cosmos', root.derive(`m/44'/118'/0'/0/${i}`).publicKey!);
const ME = addr(0);
const BOB = addr(5);

let hub: CosmosNode;
let osmo: string;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const atomRow = () => page.getByRole('link', { name: 'Open ATOM on Cosmos Hub' });
const osmoRow = () => page.getByRole('link', { name: 'Open OSMO on Cosmos Hub' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  hub = await startCosmosNode(COSMOS_SPEC);
  hub.fund(ME, 3_000_000n);
  osmo = hub.ledger.registerIbc('transfer/channel-141', 'uosmo');
  hub.fundToken(ME, osmo, 12_500_000n);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        cosmos: { cosmos: { rpcUrl: hub.url, indexerUrl: hub.url } },
      }),
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
  await hub?.close();
}, 60_000);

describe('Cosmos Hub tokens on the fixture chain through the browser host', () => {
  it('imports the phrase, adds ATOM; the ATOM page names the denom held besides', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('atom');
    const entry = page.getByRole('button', { name: /^(Add|Remove) ATOM on Cosmos Hub$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await atomRow().click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('3 ATOM');
    await expect.poll(() => page.getByText(osmo).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'cosmos-tokens-01-atom-held-denoms');
    await page.getByRole('link', { name: '← Home' }).click();
    await walletTitle(page).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('adds OSMO by its IBC denom: checked on chain, named after its trace; its balance shows', async () => {
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('cosmos');
    await page.getByLabel('Contract address').fill(osmo.toLowerCase());
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe('OSMO via IBC transfer/channel-141 (OSMO), 6 decimals');
    await screenshot(page, 'cosmos-tokens-02-custom-denom');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('OSMO added').waitFor();
    const done = page.getByRole('button', { name: 'Done adding' });
    if (await done.isVisible()) await done.click();
    await expect
      .poll(() => osmoRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('12.5 OSMO');
    await screenshot(page, 'cosmos-tokens-03-home');
    expect(pageErrors).toEqual([]);
  });

  it('sends 4.25 OSMO: quote with the fee in ATOM, review, sent; the ledger moved the token', async () => {
    await osmoRow().click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('12.5 OSMO');
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send OSMO' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (OSMO)').fill('4.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/Amount\s+4\.25 OSMO/);
    expect(quote).toMatch(/ATOM/);
    await screenshot(page, 'cosmos-tokens-04-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'cosmos-tokens-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/4\.25 OSMO sent/).waitFor({ timeout: 30_000 });
    expect(hub.ledger.balanceOf(BOB, osmo)).toBe(4_250_000n);
    expect(hub.ledger.balanceOf(ME, osmo)).toBe(8_250_000n);
    expect(hub.ledger.txs.at(-1)).toMatchObject({ code: 0, denom: osmo, amount: 4_250_000n });
    expect(hub.ledger.balanceOf(ME, 'uatom')).toBeLessThan(3_000_000n);
    await screenshot(page, 'cosmos-tokens-06-sent');
    expect(pageErrors).toEqual([]);
  });

  it('OSMO history lists the send out; the balance is what the ledger holds', async () => {
    await osmoRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    expect(await out.innerText()).toContain('4.25');
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('8.25 OSMO');
    await out.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'cosmos-tokens-07-history');
    expect(pageErrors).toEqual([]);
  });
});
