import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, startAddWallet, walletTitle } from './walletFlow';

// Published for "abandon … about" at m/44'/60'/0'/0/{0,1}
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ETH1 = '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0';
const CUSTOM = "m/44'/60'/1'/0/0";
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const KEY_ADDRESS = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';

let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const rows = () => page.getByRole('list', { name: 'Addresses' }).locator('li.address-row');
const rowAddresses = () => rows().locator('.address-text').allInnerTexts();
const openAddresses = async (chain: string, title: string) => {
  await page.goto(`${host.origin}/#/home/addresses/${chain}`);
  await page.getByRole('heading', { name: title }).waitFor();
  await rows().first().waitFor();
};

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
});

// One story, in order: each step starts where the previous one left the app.
describe('derived addresses in the browser host', () => {
  it('imports the phrase and opens Ethereum’s addresses from its home row', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await page.waitForURL(/#\/home$/, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Actions for ETH on Ethereum' }).click();
    await page.getByRole('menuitem', { name: 'Addresses of ETH on Ethereum' }).click();
    await page.getByRole('heading', { name: 'Ethereum addresses' }).waitFor();
    await page.getByText('Shared by all EVM networks').waitFor();
    expect(await rowAddresses()).toEqual([ETH0]);
    await screenshot(page, 'addresses-01-before-enable');
  });

  it('enables the EVM, Tron and Solana sets: the first address is the published one', async () => {
    await page.getByRole('button', { name: 'Add EVM, Tron and Solana addresses' }).click();
    await page.getByRole('button', { name: 'Remove extra EVM, Tron and Solana addresses' }).waitFor();
    expect(await rowAddresses()).toEqual([ETH0]);
  });

  it('Add 50 more derives the next 50 and says how many', async () => {
    await page.getByRole('button', { name: 'Add 50 more' }).click();
    await page.getByRole('status').filter({ hasText: 'Added 50 addresses.' }).waitFor();
    await expect.poll(() => rows().count()).toBe(51);
    const list = await rowAddresses();
    expect(list[0]).toBe(ETH0);
    expect(list[1]).toBe(ETH1);
    await page.getByRole('heading', { name: '51 addresses' }).waitFor();
    await screenshot(page, 'addresses-02-after-add-50');
  });

  it('Polygon shows the same shared list', async () => {
    const eth = await rowAddresses();
    await openAddresses('polygon', 'Polygon addresses');
    await page.getByText('Shared by all EVM networks').waitFor();
    expect(await rowAddresses()).toEqual(eth);
  });

  it('selecting the second address makes it ETH’s address on the home row', async () => {
    await openAddresses('ethereum', 'Ethereum addresses');
    await page.getByRole('button', { name: "Select address m/44'/60'/0'/0/1", exact: true }).click();
    await expect
      .poll(() => page.locator('li.address-row[aria-current="true"] .address-text').innerText())
      .toBe(ETH1);
    await page.goto(`${host.origin}/#/home`);
    const ethRow = page.locator('li.coin-row', {
      has: page.getByRole('link', { name: 'Open ETH on Ethereum' }),
    });
    await expect.poll(() => ethRow.locator('.coin-address .mono').innerText()).toBe('0x6Fac…b9C0');
    expect(await ethRow.locator('.coin-address .mono').getAttribute('title')).toBe(ETH1);
    await screenshot(page, 'addresses-03-home-row-selected');
  });

  it('a custom path: main’s refusal inline, then the address flagged custom', async () => {
    await openAddresses('ethereum', 'Ethereum addresses');
    const field = page.getByLabel('Derivation path');
    await field.fill('not/a/path');
    await page.getByRole('button', { name: 'Add custom path' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid derivation path' }).waitFor();
    await screenshot(page, 'addresses-04-custom-path-refused');
    await field.fill(CUSTOM);
    await page.getByRole('button', { name: 'Add custom path' }).click();
    await expect.poll(() => rows().count()).toBe(52);
    const last = rows().last();
    expect(await last.locator('.address-meta .mono').innerText()).toBe(CUSTOM);
    expect(await last.locator('.badge').allInnerTexts()).toContain('Custom');
    expect(await last.locator('.address-text').innerText()).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('deleting the only address of a fresh set (Tron) is refused in main’s words', async () => {
    await openAddresses('tron', 'Tron addresses');
    expect(await rows().count()).toBe(1);
    expect(await page.getByText('Shared by all EVM networks').count()).toBe(0);
    await page.getByRole('button', { name: "Delete address m/44'/195'/0'/0/0", exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this address?' }).waitFor();
    await page.getByRole('button', { name: 'Delete address', exact: true }).click();
    await page.locator('.toast-error').filter({ hasText: 'You cannot delete the only address' }).waitFor();
    expect(await rows().count()).toBe(1);
    await screenshot(page, 'addresses-05-delete-refused');
  });

  it('removing the extra EVM addresses keeps the first and the custom one', async () => {
    await openAddresses('ethereum', 'Ethereum addresses');
    await page.getByRole('button', { name: 'Remove extra EVM, Tron and Solana addresses' }).click();
    await page.getByRole('dialog', { name: 'Remove the extra addresses?' }).waitFor();
    await screenshot(page, 'addresses-06-remove-confirm');
    await page.getByRole('button', { name: 'Remove addresses' }).click();
    await expect.poll(() => rows().count()).toBe(2);
    expect((await rowAddresses())[0]).toBe(ETH0);
    expect(await rows().nth(1).locator('.address-meta .mono').innerText()).toBe(CUSTOM);
    await page.getByRole('button', { name: 'Add EVM, Tron and Solana addresses' }).waitFor();
    await screenshot(page, 'addresses-07-after-remove');
  });

  it('a private-key wallet: one key, one address, nothing to add', async () => {
    await page.goto(`${host.origin}/#/home`);
    await startAddWallet(page, 'key');
    await page.getByLabel('Find a chain').fill('ether');
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(KEY);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    await page.getByRole('button', { name: 'Actions for ETH on Ethereum' }).click();
    await page.getByRole('menuitem', { name: 'Addresses of ETH on Ethereum' }).click();
    await page.getByText('A single key has one address').waitFor();
    expect(await rowAddresses()).toEqual([KEY_ADDRESS]);
    expect(await page.getByRole('button', { name: 'Add 50 more' }).count()).toBe(0);
    expect(await page.getByLabel('Derivation path').count()).toBe(0);
    await screenshot(page, 'addresses-08-private-key-wallet');
  });

  it('settings: no fingerprint toggle in the browser host; the network profile and version show', async () => {
    await page.goto(`${host.origin}/#/settings`);
    const about = page.getByRole('region', { name: 'About' });
    await about.getByText('Local nodes (127.0.0.1)').waitFor();
    expect(await about.getByText(/Browser host/).count()).toBe(1);
    expect(await page.getByText('Require Touch ID to unlock').count()).toBe(0);
    // earlier steps' toasts would cover the card in the screenshot
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    await about.scrollIntoViewIfNeeded();
    await screenshot(page, 'addresses-09-settings-about');
    expect(pageErrors).toEqual([]);
  });
});
