/**
 * Aptos end to end on the `local` profile: the built browser host reads the fixture Aptos node
 * (test/aptos/aptosNode.ts, the node REST API's wire format, verifying each submitted
 * SignedTransaction's signature and authentication key and keeping a ledger). Chromium imports
 * the abandon phrase, adds APT from the catalogue, sees a deposit after Refresh, is shown spec
 * §5's text when the simulation fails, then sends twice through review, toast and confirmation
 * (the first creates the recipient's account); the history lists both sends.
 */
import { Account } from '@aptos-labs/ts-sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../shared/amount';
import { startAptosNode, type AptosNode } from '../test/aptos/aptosNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const accountOf = (i: number) =>
  Account.fromDerivationPath({ path: `m/44'/637'/${i}'/0'/0'`, mnemonic: ABANDON });
const ME = accountOf(0).accountAddress.toStringLong();
const BOB = accountOf(7).accountAddress.toStringLong();
const APT = (n: number) => BigInt(Math.round(n * 1e8));

let node: AptosNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const aptRow = () => page.getByRole('link', { name: 'Open APT on Aptos' });
const balance = () => page.getByTestId('coin-balance');
const review = () => page.getByRole('button', { name: 'Review' });

async function openSendForm(): Promise<void> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send APT' }).waitFor();
}

async function sendThroughForm(amount: string, shots: string, open = true): Promise<void> {
  if (open) await openSendForm();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel('Amount (APT)').fill(amount);
  await expect.poll(() => review().isEnabled(), { timeout: 20_000 }).toBe(true);
  expect(await page.getByLabel('Quote').innerText()).toMatch(new RegExp(`Amount\\s+${amount} APT`));
  await screenshot(page, `${shots}-quote`);
  await review().click();
  const card = page.getByRole('region', { name: 'Review' });
  expect(await card.innerText()).toContain(BOB);
  await screenshot(page, `${shots}-review`);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  // the fixture node may confirm before the pending toast is looked for
  await toast(new RegExp(`Sending ${amount} APT…|${amount} APT sent`)).waitFor();
  await toast(new RegExp(`${amount} APT sent`)).waitFor({ timeout: 30_000 });
  await screenshot(page, `${shots}-confirmed`);
}

beforeAll(async () => {
  node = await startAptosNode({ autoCommit: false, commitEveryMs: 400 });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ aptos: { nodeUrl: node.url } }),
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
  await node?.close();
}, 60_000);

describe('Aptos on the fixture node through the browser host', () => {
  it('imports the abandon phrase and adds APT from the catalogue; it reads 0', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page
      .getByRole('list', { name: 'Coins' })
      .or(page.getByRole('button', { name: 'Add coin' }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('apt');
    const entry = page.getByRole('button', { name: /^(Add|Remove) APT on Aptos$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Remove APT on Aptos' }).waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect.poll(() => aptRow().textContent(), { timeout: 20_000 }).toContain('0 APT');
    await screenshot(page, 'aptos-01-home');
    expect(pageErrors).toEqual([]);
  });

  it('receive: the coin page shows the 0x address; after a deposit, Refresh shows the APT', async () => {
    await aptRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    node.fund(ME, APT(12));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('12 APT');
    await screenshot(page, 'aptos-02-received');
    expect(pageErrors).toEqual([]);
  });

  it('the send form shows spec §5’s text when the simulation fails', async () => {
    await openSendForm();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (APT)').fill('12');
    // the form's own alert (a toast may say it too)
    const formAlert = page.locator('[role="alert"]:not(.toast)');
    await expect
      .poll(() => formAlert.first().textContent(), { timeout: 20_000 })
      .toBe('Simulation is failed for aptos chain');
    expect(await review().isEnabled()).toBe(false);
    await screenshot(page, 'aptos-03-simulation-failed');
    expect(pageErrors).toEqual([]);
  });

  it('sends to a recipient that does not exist yet (its account is created); the ledger agrees', async () => {
    // the form is still open from the refusal
    await sendThroughForm('2.5', 'aptos-04-first-send', false);
    expect(node.balance(BOB)).toBe(APT(2.5));
    expect(node.ledger.account(BOB)).toMatchObject({ sequenceNumber: 0n });
    expect(node.ledger.account(ME)).toMatchObject({ sequenceNumber: 1n });
    expect(pageErrors).toEqual([]);
  });

  it('a second send; history lists both, newest first, with their fees', async () => {
    await aptRow().click();
    await sendThroughForm('1', 'aptos-05-second-send');
    expect(node.balance(BOB)).toBe(APT(3.5));
    await aptRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(2);
    expect(await out.first().innerText()).toMatch(/1 APT/);
    const left = node.balance(ME);
    expect(left).toBe(APT(12) - APT(3.5) - 504n * 150n - 9n * 150n);
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe(`${formatUnits(left, 8)} APT`);
    await screenshot(page, 'aptos-06-history');
    expect(pageErrors).toEqual([]);
  });
});
