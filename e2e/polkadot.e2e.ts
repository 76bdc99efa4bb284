/**
 * Polkadot end to end on the `local` profile: the built browser host reads the fixture
 * Substrate API Sidecar and Subscan (test/polkadot/sidecar.ts, in their wire formats, decoding
 * each extrinsic with the real Polkadot metadata, verifying its signature and keeping a
 * ledger). Chromium imports the abandon phrase, adds DOT, sees the funding on the coin page,
 * is told the 1-DOT receiver rule when sending 0.5 DOT to an empty account, then sends 2.5 DOT
 * through the form; history lists the funding and the send. A second host without a scan service
 * confirms a send by finding it in Sidecar's finalized blocks, and its history card says that
 * history needs a scan service.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polkadotAddressAt } from '../test/polkadot/realSigner';
import { startPolkadotFixture, type PolkadotFixture } from '../test/polkadot/sidecar';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = polkadotAddressAt(0);
const BOB = polkadotAddressAt(1);
const CAROL = polkadotAddressAt(2);
const FAUCET = polkadotAddressAt(9);
const DOT = (n: number) => BigInt(Math.round(n * 1e10));

let chain: PolkadotFixture;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const dotRow = () => page.getByRole('link', { name: 'Open DOT on Polkadot' });
const balance = () => page.getByTestId('coin-balance');

beforeAll(async () => {
  chain = await startPolkadotFixture();
  chain.fund(BOB, DOT(1));
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ polkadot: { sidecarUrl: chain.url, scanUrl: chain.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  // the host's own output, for a failed run (the signer's and main's errors land here)
  if (host) writeFileSync('artifacts/polkadot-e2e-host.log', host.output());
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await chain?.close();
}, 60_000);

describe('polkadot on the fixture Sidecar through the browser host', () => {
  it('imports the abandon phrase and adds DOT; it reads 0', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    try {
      await expect.poll(() => walletTitle(page).textContent(), { timeout: 60_000 }).toBe('Main Wallet');
    } finally {
      await screenshot(page, 'polkadot-00-after-import');
    }
    if (!(await dotRow().count())) {
      await page.getByRole('button', { name: 'Add coin' }).click();
      await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('dot');
      const add = page.getByRole('button', { name: 'Add DOT on Polkadot' });
      await add.waitFor({ timeout: 10_000 });
      await add.click();
      await page.getByRole('button', { name: 'Remove DOT on Polkadot' }).waitFor();
      await page.getByRole('button', { name: 'Done adding' }).click();
    }
    await expect.poll(() => dotRow().textContent(), { timeout: 20_000 }).toMatch(/(?<![\d.])0 DOT/);
    await screenshot(page, 'polkadot-01-home');
    expect(pageErrors).toEqual([]);
  });

  it('receive: the coin page shows the ss58 address; after funding, Refresh shows 12 DOT and its history', async () => {
    await dotRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    chain.fund(ME, DOT(12), FAUCET);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('12 DOT');
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'polkadot-02-received');
    expect(pageErrors).toEqual([]);
  });

  it('spec §5: 0.5 DOT to an account holding nothing is refused with the 1-DOT receiver message', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send DOT' }).waitFor();
    await page.getByLabel('Recipient address').fill(CAROL);
    await page.getByLabel('Amount (DOT)').fill('0.5');
    // the form's inline alert (the toast is an alert too, outside the form)
    const alert = page
      .locator('.send-panel')
      .getByRole('alert')
      .filter({ hasText: 'Receiver address should have minimum 1 DOT' });
    await alert.waitFor({ timeout: 20_000 });
    // spec §5: the rule's toast, not only the inline alert
    await toast('Receiver address should have minimum 1 DOT').waitFor({ timeout: 10_000 });
    expect(await toast('Receiver address should have minimum 1 DOT').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Review' }).isEnabled()).toBe(false);
    await screenshot(page, 'polkadot-03-receiver-minimum');
    expect(chain.balanceOf(CAROL)).toBe(0n);
  });

  it('sends 2.5 DOT through the form: quote, review, toast, confirmed; the ledger agrees', async () => {
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (DOT)').fill('2.5');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByLabel('Quote').innerText()).toMatch(/Amount\s+2\.5 DOT/);
    await screenshot(page, 'polkadot-04-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'polkadot-05-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    // the fixture includes the extrinsic at once, so the progress toast may already have
    // turned into the success one when it is first looked for
    await toast(/Sending 2\.5 DOT…|2\.5 DOT sent/).waitFor();
    await toast(/2\.5 DOT sent/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'polkadot-06-confirmed');
    expect(chain.balanceOf(BOB)).toBe(DOT(3.5));
    expect(chain.ledger.transfers[0]).toMatchObject({ to: BOB, amount: DOT(2.5), success: true });
    expect(pageErrors).toEqual([]);
  });

  it('history lists the funding and the send; the balance is what the ledger holds', async () => {
    await dotRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect.poll(() => list.locator('li').count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => list.locator('li[data-direction="out"]').count(), { timeout: 20_000 }).toBe(1);
    const left = chain.balanceOf(ME);
    await expect
      .poll(() => balance().textContent(), { timeout: 20_000 })
      .toBe(`${(Number(left) / 1e10).toString()} DOT`);
    await screenshot(page, 'polkadot-07-history');
    expect(pageErrors).toEqual([]);
  });
});

describe('polkadot without a scan service: a send confirmed through Sidecar blocks', () => {
  let bare: Host;
  let p2: Page;
  beforeAll(async () => {
    bare = await startHost({
      env: {
        WALLET_LOCAL_ENDPOINTS: JSON.stringify({ polkadot: { sidecarUrl: chain.url } }),
        WALLET_CONFIRM_INTERVAL_MS: '500',
      },
    });
    p2 = await browser.newPage({ viewport: { width: 1180, height: 820 } });
    p2.on('pageerror', (e) => pageErrors.push(e.message));
  }, 120_000);
  afterAll(async () => {
    if (bare) writeFileSync('artifacts/polkadot-noscan-e2e-host.log', bare.output());
    await p2?.close();
    await bare?.stop();
    if (bare) removeDir(bare.dataDir);
  }, 60_000);

  it('sends 1 DOT: confirmed from the blocks, no scan request; the history card says why it is empty', async () => {
    await p2.goto(bare.url);
    await p2.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await p2.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(p2);
    await p2.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(p2).textContent(), { timeout: 60_000 }).toBe('Main Wallet');
    const row = p2.getByRole('link', { name: 'Open DOT on Polkadot' });
    if (!(await row.count())) {
      await p2.getByRole('button', { name: 'Add coin' }).click();
      await p2.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('dot');
      const add = p2.getByRole('button', { name: 'Add DOT on Polkadot' });
      await add.waitFor({ timeout: 10_000 });
      await add.click();
      await p2.getByRole('button', { name: 'Remove DOT on Polkadot' }).waitFor();
      await p2.getByRole('button', { name: 'Done adding' }).click();
    }
    await row.click();
    await expect.poll(() => p2.getByTestId('receive-address').textContent()).toBe(ME);
    await p2.getByText(/Polkadot history needs a scan service/).waitFor({ timeout: 20_000 });
    const seen = chain.requests().length;
    await p2.getByRole('link', { name: 'Send', exact: true }).click();
    await p2.getByRole('heading', { name: 'Send DOT' }).waitFor();
    await p2.getByLabel('Recipient address').fill(BOB);
    await p2.getByLabel('Amount (DOT)').fill('1');
    const review = p2.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await review.click();
    await p2.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
    const sent = p2.locator('.toasts .toast').filter({ hasText: /1 DOT sent/ });
    await sent.waitFor({ timeout: 30_000 });
    await screenshot(p2, 'polkadot-08-confirmed-without-scan');
    expect(chain.balanceOf(BOB)).toBe(DOT(4.5));
    const asked = chain.requests().slice(seen);
    expect(asked.some((r) => /^\/blocks\/\d+$/.test(r.path))).toBe(true);
    expect(asked.filter((r) => r.path.startsWith('/api/'))).toEqual([]);
    await dotRowOf(p2).click();
    await p2.getByText(/Polkadot history needs a scan service/).waitFor({ timeout: 20_000 });
    await screenshot(p2, 'polkadot-09-history-needs-scan');
    expect(pageErrors).toEqual([]);
  });
});

const dotRowOf = (p: Page) => p.getByRole('link', { name: 'Open DOT on Polkadot' });
