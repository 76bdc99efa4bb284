/**
 * Know your counterparties (issue 34) on anvil through the browser host: an address-book
 * contact picked and paid; a first send said so; a look-alike of an address the wallet paid
 * warned in the review and held until the second confirmation; a zero-value transfer from that
 * look-alike (sent on anvil by an impersonated account) labelled possible address poisoning and
 * hidden until asked for.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'; // anvil account 2
/** CAROL's first 3 and last 4 hex digits around another middle: what a poisoner generates */
const ALIKE = `0x${CAROL.slice(2, 5)}${'b'.repeat(33)}${CAROL.slice(-4)}`.toLowerCase();

let anvil: Anvil;
let explorer: ExplorerServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const review = () => page.getByRole('region', { name: 'Review' });
const openEth = () => page.getByRole('link', { name: 'Open ETH on Ethereum' }).click();

/** Opens the send form of ETH, lets `fillTo` set the recipient, and goes to the review. */
async function toReview(fillTo: () => Promise<void>, amount = '1'): Promise<void> {
  await openEth();
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send ETH' }).waitFor();
  await fillTo();
  await page.getByLabel('Amount (ETH)').fill(amount);
  const go = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => go.isEnabled(), { timeout: 20_000 }).toBe(true);
  await go.click();
  await review().waitFor();
}

async function sendFromReview(): Promise<void> {
  const send = review().getByRole('button', { name: 'Send' });
  await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
  await send.click();
  await walletTitle(page).waitFor();
  await page.locator('.toasts .toast').filter({ hasText: 'ETH sent' }).first().waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: anvil.url, explorerUrl: explorer.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  await explorer?.close();
  await anvil?.stop();
  if (host) removeDir(host.dataDir);
}, 60_000);

describe('recipient checks on anvil', () => {
  it('imports an anvil key', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
  });

  it('adds a contact in the address book (its address checked with the chain rules)', async () => {
    await page.getByRole('link', { name: 'Address book' }).click();
    await page.getByRole('heading', { name: 'Address book' }).waitFor();
    await page.getByLabel('Network').selectOption('ethereum');
    await page.getByLabel('Name').fill('Bob');
    await page.getByLabel('Address', { exact: true }).fill('0x1234');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /address/i })
      .waitFor();
    await page.getByLabel('Address', { exact: true }).fill(BOB);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const list = page.getByRole('list', { name: 'Contacts' });
    await expect.poll(() => list.innerText(), { timeout: 10_000 }).toContain(BOB);
    await page.getByLabel('Name').fill('Alice');
    await page.getByLabel('Address', { exact: true }).fill(ME);
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect.poll(() => list.locator('li').count()).toBe(2);
    await screenshot(page, 'recipients-01-address-book');
  });

  it('a first send says so in the review', async () => {
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await toReview(() => page.getByLabel('Recipient address or name').fill(CAROL));
    await expect
      .poll(() => review().innerText(), { timeout: 20_000 })
      .toContain('First time you send to this address');
    await screenshot(page, 'recipients-02-first-send');
    await sendFromReview();
  });

  it('a contact is picked from the send form and paid, without a first-send warning', async () => {
    await toReview(() =>
      page
        .getByLabel('From the address book')
        .selectOption({ label: `Bob · ${BOB.slice(0, 8)}…${BOB.slice(-6)}` })
        .then(() => undefined),
    );
    expect(await page.getByTestId('review-to').textContent()).toBe(BOB);
    const send = review().getByRole('button', { name: 'Send' });
    await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await review().innerText()).not.toContain('First time');
    await sendFromReview();
    const bob = BigInt(await anvil.rpc<string>('eth_getBalance', [BOB, 'latest']));
    expect(bob).toBe(10_001n * 10n ** 18n);
  });

  it('a look-alike of an address the wallet paid is warned and needs the second confirmation', async () => {
    await toReview(() => page.getByLabel('Recipient address or name').fill(ALIKE), '0.1');
    await expect.poll(() => review().innerText(), { timeout: 20_000 }).toContain('Looks like');
    const text = await review().innerText();
    expect(text).toContain('First time you send to this address');
    expect(text).toMatch(/Looks like 0x3C44Cd…4293BC, the address you paid on .+ but is different/);
    const send = review().getByRole('button', { name: 'Send' });
    expect(await send.isEnabled()).toBe(false);
    await screenshot(page, 'recipients-03-lookalike-review');
    await review()
      .getByRole('checkbox', { name: /compared every character/ })
      .check();
    await expect.poll(() => send.isEnabled()).toBe(true);
    await screenshot(page, 'recipients-04-lookalike-confirmed');
    await review().getByRole('button', { name: 'Back' }).click();
  });

  it('a zero-value transfer from the look-alike is labelled possible address poisoning and hidden', async () => {
    await anvil.rpc('anvil_impersonateAccount', [ALIKE]);
    await anvil.rpc('anvil_setBalance', [ALIKE, '0xde0b6b3a7640000']);
    await anvil.rpc('eth_sendTransaction', [{ from: ALIKE, to: ME, value: '0x0' }]);
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await openEth();
    const txs = page.getByRole('list', { name: 'Transactions' });
    await expect.poll(() => txs.locator('li[data-direction="out"]').count(), { timeout: 20_000 }).toBe(2);
    const toggle = page.getByRole('checkbox', { name: /Show 1 hidden suspicious transfer/ });
    // the page may show the overview read before the transfer: ask the chain again until it lands
    await expect
      .poll(
        async () => {
          if (await toggle.isVisible()) return true;
          await page.getByRole('button', { name: 'Refresh' }).click();
          return toggle.isVisible();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await txs.locator('li[data-suspicious]').count()).toBe(0);
    await toggle.check();
    const poisoned = txs.locator('li[data-suspicious="poisoning"]');
    await poisoned.waitFor();
    expect(await poisoned.innerText()).toContain('Possible address poisoning');
    await poisoned.getByRole('button', { name: 'Copy sender address' }).click();
    await poisoned.getByRole('alert').filter({ hasText: 'Do not pay this address' }).waitFor();
    await poisoned.scrollIntoViewIfNeeded();
    await screenshot(page, 'recipients-05-poisoning-history');
    expect(pageErrors).toEqual([]);
  });
});
