/**
 * Stellar end to end on the `local` profile: the built browser host reads the fixture Horizon
 * (test/stellar/horizon.ts: Horizon's wire format, a ledger that checks every signature with
 * stellar-base). Chromium imports the abandon phrase, then, as a person would: XLM received and
 * its 1 XLM reserve shown apart, a send below a new account's minimum refused in the form, a
 * send with a memo (quote → review → toast → confirmed, the memo in the ledger), and USDC added
 * from the catalogue with its trustline opened from the offer, the reserve it locks shown.
 */
import { Keypair } from '@stellar/stellar-base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'micro-key-producer/slip10.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHorizon, type HorizonFixture } from '../test/stellar/horizon';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = Keypair.fromRawEd25519Seed(
  Buffer.from(HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/44'/148'/0'").privateKey),
).publicKey();
const BOB = Keypair.random().publicKey();
const NEWCOMER = Keypair.random().publicKey();
// the catalogue's USDC (Circle's issuer on the public network), served by the fixture ledger
const USDC_ISSUER = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN';
const USDC = `USDC:${USDC_ISSUER}`;
const XLM = (n: number) => BigInt(Math.round(n * 1e7));

let horizon: HorizonFixture;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const xlmRow = () => page.getByRole('link', { name: 'Open XLM on Stellar' });
const usdcRow = () => page.getByRole('link', { name: 'Open USDC on Stellar' });

async function addFromCatalogue(query: string, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Add coin' }).click();
  await page.getByRole('searchbox', { name: 'Search the coin catalogue' }).fill(query);
  const add = page.getByRole('button', { name: label });
  await add.waitFor({ timeout: 20_000 });
  if ((await add.getAttribute('aria-pressed')) !== 'true') await add.click();
}

async function openSendForm(to: string, amount: string, memo = ''): Promise<void> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send XLM' }).waitFor();
  await page.getByLabel('Recipient address').fill(to);
  await page.getByLabel('Amount (XLM)').fill(amount);
  if (memo) await page.getByLabel('Memo (optional)').fill(memo);
}

beforeAll(async () => {
  horizon = await startHorizon();
  horizon.fund(USDC_ISSUER, XLM(100));
  horizon.fund(BOB, XLM(5));
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ stellar: { horizonUrl: horizon.url } }),
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
  await horizon?.close();
}, 60_000);

describe('stellar on the fixture Horizon through the browser host', () => {
  it('imports the abandon phrase and shows XLM', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    if (!(await xlmRow().isVisible())) {
      await addFromCatalogue('XLM', 'Add XLM on Stellar');
      await page.getByRole('button', { name: 'Done adding' }).click();
    }
    await xlmRow().waitFor({ timeout: 20_000 });
    await screenshot(page, 'stellar-01-wallet-home');
  });

  it('receives: the address is the SEP-0005 one; after funding, the reserve is shown apart', async () => {
    await xlmRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent(), { timeout: 20_000 }).toBe(ME);
    horizon.fund(ME, XLM(100));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('100 XLM');
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 20_000 })
      .toMatch(/1 XLM held as the network’s account reserve · 99 XLM spendable/);
    await screenshot(page, 'stellar-02-received-reserve');
    expect(pageErrors).toEqual([]);
  });

  it('refuses opening a new account below its minimum balance, in the form', async () => {
    await openSendForm(NEWCOMER, '0.5');
    const alert = page.locator('[role="alert"]:not(.toast)'); // the form's, not the toast's
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toContain(
        'The account does not exist on the Stellar network yet, so the amount must be at least 1 XLM to open it',
      );
    await expect.poll(() => page.getByRole('button', { name: 'Review' }).isEnabled()).toBe(false);
    await screenshot(page, 'stellar-03-reserve-refused');
  });

  it('sends XLM with a memo: review, toast, confirmed; the ledger holds the memo', async () => {
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (XLM)').fill('2.5');
    await page.getByLabel('Memo (optional)').fill('e2e invoice 7');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'stellar-04-send-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    expect(await card.innerText()).toContain('e2e invoice 7');
    await screenshot(page, 'stellar-05-send-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/2\.5 XLM sent/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'stellar-06-sent');
    expect(horizon.balance(BOB)).toBe(XLM(7.5));
    const tx = horizon.ledger.txs.at(-1)!;
    expect([tx.successful, tx.memoType, tx.memo]).toEqual([true, 'text', 'e2e invoice 7']);
    expect(pageErrors).toEqual([]);
  });

  it('adds USDC from the catalogue and opens its trustline from the offer, its reserve shown', async () => {
    await addFromCatalogue('USDC', 'Add USDC on Stellar');
    const offer = page.getByTestId('trustline-offer');
    await expect
      .poll(() => offer.innerText(), { timeout: 20_000 })
      .toMatch(/USDC needs a trustline.*locks 0\.5 XLM as reserve/s);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'stellar-07-trustline-offer');
    await offer.getByRole('button', { name: 'Open USDC trustline' }).click();
    await toast('Trustline opened').waitFor({ timeout: 30_000 });
    expect(horizon.ledger.accounts.get(ME)?.lines.get(USDC)).toMatchObject({ balance: 0n, authorized: true });
    await page.getByRole('button', { name: 'Done adding' }).click();

    horizon.ledger.credit(ME, USDC, XLM(25));
    await usdcRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('25 USDC');
    await screenshot(page, 'stellar-08-usdc');
    // a token to an account without the trustline is refused before anything is signed
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (USDC)').fill('1');
    await expect
      .poll(() => page.locator('[role="alert"]:not(.toast)').textContent(), { timeout: 20_000 })
      .toContain('The recipient does not trust USDC');
    await screenshot(page, 'stellar-09-no-trust-refused');
    expect(pageErrors).toEqual([]);
  });
});
