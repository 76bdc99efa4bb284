/**
 * Hedera HTS fungible tokens end to end on the `local` profile (issue 37): the built browser
 * host reads the fixture mirror node (test/hedera: its token endpoints in the mirror's wire
 * format) and submits over real gRPC to the fixture consensus node, which verifies each
 * signature with @hashgraph/sdk and keeps a ledger per token and per association. Chromium
 * imports the abandon phrase, adds USDC by its token id from the add-coin panel (checked on the
 * mirror), associates it from the offer with the association's fee shown, sees the balance the
 * treasury pays, sends 4.25 USDC (fee in HBAR in the quote), the ledger moves it, and the
 * token's history lists the send.
 */
import { PrivateKey, PublicKey } from '@hashgraph/sdk';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hederaSigner } from '../signer/chains/hedera/derive';
import { startHederaNetwork, type HederaNetwork } from '../test/hedera/hederaNetwork';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const MY_KEY = hederaSigner.deriveFromSeed(mnemonicToSeedSync(ABANDON), "m/44'/3030'/0'/0'/0'").address;
const HBAR = (n: number) => BigInt(Math.round(n * 1e8));

let net: HederaNetwork;
let host: Host;
let browser: Browser;
let page: Page;
let ME: string;
let BOB: string;
let CAROL: string;
let USDC: string;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const usdcRow = () => page.getByRole('link', { name: 'Open USDC on Hedera' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  net = await startHederaNetwork();
  ME = net.ledger.createAccount(PublicKey.fromString(MY_KEY).toStringRaw(), HBAR(40));
  BOB = net.ledger.createAccount(PrivateKey.generateED25519().publicKey.toStringRaw(), HBAR(1));
  CAROL = net.ledger.createAccount(PrivateKey.generateED25519().publicKey.toStringRaw(), HBAR(1));
  USDC = net.ledger.createToken({ name: 'USD Coin', symbol: 'USDC', decimals: 6, supply: 10n ** 15n });
  net.ledger.addAssociation(BOB, USDC);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        hedera: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
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
  await net?.close();
}, 60_000);

describe('Hedera HTS tokens on the fixture mirror and consensus node through the browser host', () => {
  it('imports the phrase; adds USDC by its token id, checked on the mirror', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('hedera');
    await page.getByLabel('Contract address').fill(USDC);
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe('USD Coin (USDC), 6 decimals');
    await screenshot(page, 'hedera-tokens-01-custom-token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('USDC added').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('associates USDC from the offer: its fee shown, then the association is on the ledger', async () => {
    const offer = page.getByTestId('trustline-offer');
    // $0.05 at the fixture's 12 ¢ per HBAR, rounded up to the tinybar
    await expect
      .poll(() => offer.innerText(), { timeout: 20_000 })
      .toMatch(
        /USDC must be associated with this account.*fee of 0\.41666667 HBAR; nothing is held in reserve/s,
      );
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'hedera-tokens-02-association-offer');
    const before = net.ledger.balance(ME);
    await offer.getByRole('button', { name: 'Associate USDC' }).click();
    await expect.poll(() => net.ledger.association(ME, USDC)?.automatic, { timeout: 30_000 }).toBe(false);
    // the network charged its price, within the fee shown
    expect(before - net.ledger.balance(ME)).toBeLessThanOrEqual(HBAR(0.41666667));
    expect(before - net.ledger.balance(ME)).toBeGreaterThan(0n);
    // the association's own words, never a trustline's (issue 37)
    await toast('Token associated').waitFor({ timeout: 30_000 });
    expect(await toast(/trustline/i).count()).toBe(0);
    await screenshot(page, 'hedera-tokens-03-associated');
    const done = page.getByRole('button', { name: 'Done adding' });
    if (await done.isVisible()) await done.click();
    expect(pageErrors).toEqual([]);
  });

  it('shows the 25 USDC the treasury pays', async () => {
    net.ledger.giveTokens(ME, USDC, 25_000_000n);
    await usdcRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('25 USDC');
    await screenshot(page, 'hedera-tokens-04-balance');
    expect(pageErrors).toEqual([]);
  });

  it('refuses a recipient that is not associated, in words', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send USDC' }).waitFor();
    await page.getByLabel('Recipient address').fill(CAROL);
    await page.getByLabel('Amount (USDC)').fill('1');
    await expect
      .poll(() => page.locator('main').innerText(), { timeout: 20_000 })
      .toContain(`${CAROL} is not associated with USDC`);
    await screenshot(page, 'hedera-tokens-05-not-associated');
    expect(pageErrors).toEqual([]);
  });

  it('sends 4.25 USDC: the HBAR fee in the quote, review, sent; the ledger moved it', async () => {
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (USDC)').fill('4.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    const quote = await page.getByLabel('Quote').innerText();
    expect(quote).toMatch(/4\.25 USDC/);
    // 0.0021 USD at 12 ¢ per HBAR
    expect(quote).toMatch(/0\.0175 HBAR/);
    await screenshot(page, 'hedera-tokens-06-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'hedera-tokens-07-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/4\.25 USDC sent/).waitFor({ timeout: 30_000 });
    expect(net.ledger.tokenBalance(BOB, USDC)).toBe(4_250_000n);
    expect(net.ledger.tokenBalance(ME, USDC)).toBe(20_750_000n);
    await screenshot(page, 'hedera-tokens-08-sent');
    expect(pageErrors).toEqual([]);
  });

  it('USDC history lists the send and the receipt; the balance is the ledger’s', async () => {
    await usdcRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    const out = list.locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    expect(await out.first().innerText()).toContain('4.25');
    await expect.poll(() => list.locator('li').count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('20.75 USDC');
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'hedera-tokens-09-history');
    expect(pageErrors).toEqual([]);
  });
});
