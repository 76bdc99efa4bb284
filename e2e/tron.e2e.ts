/**
 * Tron end to end on the `local` profile: the built browser host reads the fixture java-tron
 * full node + TronGrid + Tronscan (test/tron/tronNode.ts), which builds transactions with
 * tronweb's protobuf code, verifies each broadcast signature and keeps a ledger. Chromium
 * imports the abandon phrase, then, the way a person would: TRX and a USDT token received and
 * seen after Refresh, a TRX send and a USDT send through the form with the fee breakdown (Fee
 * limit and Resources rows), and on the Staking screen: a freeze for energy, votes with the ±5
 * controls and direct entry, a reward claim once the fixture's clock has moved 24 h, and an
 * unfreeze.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../shared/amount';
import { tronAddressFromPublicKey } from '../shared/chains/tron/validate';
import { startTronNode, type TronNode } from '../test/tron/tronNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const addressAt = (i: number) => tronAddressFromPublicKey(root.derive(`m/44'/195'/0'/0/${i}`).publicKey!);
// m/44'/195'/0'/0/0 of the abandon phrase (what TronLink shows)
const ME = addressAt(0);
const BOB = addressAt(7);
const TRX = (n: number) => BigInt(Math.round(n * 1e6));

let node: TronNode;
let usdt = '';
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const trxRow = () => page.getByRole('link', { name: 'Open TRX on Tron' });
const usdtRow = () => page.getByRole('link', { name: 'Open USDT on Tron' }).filter({ hasText: /\d USDT/ });
const positions = () => page.getByRole('list', { name: 'Stake positions' });
const total = () => page.getByTestId('vote-total');

async function openStaking(): Promise<void> {
  await walletTitle(page).waitFor();
  await trxRow().click();
  await page.getByRole('link', { name: 'Stake', exact: true }).click();
  await page.getByRole('heading', { name: /Staking TRX/ }).waitFor();
}

/** Sends through the form with the fee breakdown on the quote and the review. */
async function sendThroughForm(symbol: string, amount: string, shots: string): Promise<string> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: `Send ${symbol}` }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel(`Amount (${symbol})`).fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
  const quote = await page.getByLabel('Quote').innerText();
  expect(quote).toMatch(/Fee limit\s+up to [\d,.]+ TRX/);
  expect(quote).toMatch(/Resources\s+Bandwidth \d+ of \d+ bytes covered/);
  await screenshot(page, `${shots}-quote`);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  const reviewText = await card.innerText();
  expect(reviewText).toContain(BOB);
  expect(reviewText).toMatch(/Fee limit/);
  await screenshot(page, `${shots}-review`);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  await toast(new RegExp(`[\\d.]+ ${symbol} sent`)).waitFor({ timeout: 30_000 });
  await screenshot(page, `${shots}-confirmed`);
  return quote;
}

beforeAll(async () => {
  node = await startTronNode();
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ tron: { nodeUrl: node.url, scanUrl: node.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 860 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await node?.close();
}, 60_000);

describe('tron on the fixture node through the browser host', () => {
  it('imports the abandon phrase; TRX reads 0 on home', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect
      .poll(() => trxRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toBe('0 TRX');
    await screenshot(page, 'tron-01-wallet-home');
  });

  it('receives TRX and USDT: Refresh shows them, the token added by its contract', async () => {
    node.fund(ME, TRX(2000));
    usdt = node.deployToken({ symbol: 'USDT', decimals: 6, name: 'Tether USD' });
    node.mintToken(usdt, ME, TRX(100));
    await trxRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => page.getByTestId('coin-balance').textContent(), { timeout: 20_000 })
      .toBe('2,000 TRX');
    await screenshot(page, 'tron-02-coin-page');

    await page.getByRole('link', { name: '← Home' }).click();
    await walletTitle(page).waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('tron');
    await page.getByLabel('Contract address or name').fill(usdt);
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe('Tether USD (USDT), 6 decimals');
    await screenshot(page, 'tron-03-custom-token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('USDT added').waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect
      .poll(() => usdtRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('100 USDT');
    await screenshot(page, 'tron-04-home-with-usdt');
    expect(pageErrors).toEqual([]);
  });

  it('sends TRX with the fee breakdown; the ledger agrees', async () => {
    await trxRow().click();
    const quote = await sendThroughForm('TRX', '12.5', 'tron-05-send-trx');
    // BOB is not an account yet: the creation fee is part of what is burnt
    expect(quote).toMatch(/Network fee\s+1\.1 TRX/);
    expect(node.balance(BOB)).toBe(TRX(12.5));
    expect(pageErrors).toEqual([]);
  });

  it('sends USDT with the fee limit and the energy it uses; the token moves', async () => {
    await usdtRow().click();
    const quote = await sendThroughForm('USDT', '7', 'tron-06-send-usdt');
    expect(quote).toMatch(/Fee limit\s+up to 1,000\.[\d]+ TRX/);
    expect(quote).toMatch(/Energy 0 of \d+ covered/);
    expect(node.tokenBalance(usdt, BOB)).toBe(parseUnits('7', 6));
    await expect
      .poll(() => usdtRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('93 USDT');
    expect(pageErrors).toEqual([]);
  });

  it('freezes 100 TRX for energy from the Staking screen: the info rows show it', async () => {
    await openStaking();
    await expect
      .poll(() => page.getByTestId('staking-info-bandwidth').textContent(), { timeout: 20_000 })
      .toMatch(/free/);
    await screenshot(page, 'tron-07-staking');
    await page.getByRole('radio', { name: 'Energy' }).check();
    await page.getByLabel('Amount (TRX)').fill('100');
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    const card = page.getByRole('region', { name: 'Review stake' });
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/Network fee\s+[\d.]+ TRX/);
    expect(await card.innerText()).toContain('ENERGY');
    expect(await card.innerText()).toMatch(/At most\s+0\.\d+ TRX/);
    await screenshot(page, 'tron-08-freeze-review');
    await card.getByRole('button', { name: 'Stake', exact: true }).click();
    await toast(/Staked 100 TRX/).waitFor({ timeout: 30_000 });
    await openStaking();
    await expect
      .poll(() => page.getByTestId('staking-info-frozen').textContent(), { timeout: 20_000 })
      .toBe('100 TRX for energy · 0 TRX for bandwidth');
    await expect
      .poll(() => total().textContent(), { timeout: 20_000 })
      .toBe('Total votes: 0 of 100 TRON Power');
    expect(pageErrors).toEqual([]);
  });

  it('votes with the ±5 controls and direct entry, held to TRON Power', async () => {
    const [first, second] = node.witnesses();
    const more = (name: string) => page.getByRole('button', { name: `5 more votes for ${name}` });
    const fewer = (name: string) => page.getByRole('button', { name: `5 fewer votes for ${name}` });
    const entry = (name: string) => page.getByLabel(`Votes for ${name}`, { exact: true });
    await more(first!.name).click();
    await more(first!.name).click();
    await more(first!.name).click();
    await fewer(first!.name).click();
    await expect.poll(() => entry(first!.name).inputValue()).toBe('10');
    // direct entry over the power is ignored; within it, taken
    await entry(second!.name).fill('95');
    await expect.poll(() => entry(second!.name).inputValue()).toBe('0');
    await entry(second!.name).fill('90');
    await expect.poll(() => total().textContent()).toBe('Total votes: 100 of 100 TRON Power');
    expect(await more(first!.name).isDisabled()).toBe(true);
    await screenshot(page, 'tron-09-votes');
    await page.getByRole('button', { name: 'Review votes' }).click();
    const card = page.getByRole('region', { name: 'Review votes' });
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/Network fee/);
    expect(await card.innerText()).toContain(`${first!.name}: 10`);
    expect(await card.innerText()).toContain(`${second!.name}: 90`);
    await screenshot(page, 'tron-10-vote-review');
    await card.getByRole('button', { name: 'Vote', exact: true }).click();
    await toast('Votes cast').waitFor({ timeout: 30_000 });
    await openStaking();
    await positions()
      .getByRole('listitem', { name: `Voted for ${first!.name}` })
      .waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);
  });

  it('claims the voting reward once the fixture has moved 24 h on', async () => {
    node.advanceTime(25 * 3600 * 1000);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rewards = positions().getByRole('listitem', { name: 'Rewards to claim' });
    await rewards.waitFor({ timeout: 20_000 });
    await screenshot(page, 'tron-11-reward');
    const before = node.balance(ME);
    await rewards.getByRole('button', { name: /^Claim rewards/ }).click();
    const card = page.getByRole('region', { name: 'Review claim' });
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/Network fee/);
    await card.getByRole('button', { name: 'Claim', exact: true }).click();
    await toast('Rewards claimed').waitFor({ timeout: 30_000 });
    expect(node.balance(ME)).toBeGreaterThan(before);
    await openStaking();
    await expect
      .poll(() => page.getByTestId('staking-info-rewards').textContent(), { timeout: 20_000 })
      .toMatch(/^Claimable after/);
    expect(pageErrors).toEqual([]);
  });

  it('unfreezes the energy stake: the unfreeze waits out its 14 days', async () => {
    const row = positions().getByRole('listitem', { name: 'Stake with ENERGY' });
    await row.getByRole('button', { name: /^Unstake/ }).click();
    const card = page.getByRole('region', { name: 'Review unstake' });
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/Network fee/);
    expect(await card.innerText()).toContain('100 TRX');
    await screenshot(page, 'tron-12-unfreeze-review');
    await card.getByRole('button', { name: 'Unstake', exact: true }).click();
    await toast('Stake deactivated').waitFor({ timeout: 30_000 });
    await openStaking();
    const unfreezing = positions().getByRole('listitem').filter({ hasText: 'Deactivating' });
    await expect.poll(() => unfreezing.count(), { timeout: 20_000 }).toBe(1);
    expect(await unfreezing.innerText()).toContain('100 TRX');
    await screenshot(page, 'tron-13-unfreezing');
    expect(pageErrors).toEqual([]);
  });
});
