import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import {
  ABANDON,
  fillNewPassword,
  openSwitcher,
  PASSWORD,
  pickWordsInOrder,
  readPhraseGrid,
  rowAddress,
  startAddWallet,
  switcherState,
  unlock,
  walletTitle,
  wordButtons,
} from './walletFlow';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const KEY_ADDRESS = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
const NEW_PASSWORD = 'a brand new passphrase';

let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  // KDF-bound steps wait longer explicitly; a stuck selector should fail fast
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
});

// One story, in order: each step starts where the previous one left the app.
describe('wallets in the browser host', () => {
  it('creates the first wallet, shows its phrase and confirms it by picking the words', async () => {
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
    await screenshot(page, 'wallet-01-welcome');

    await page.getByRole('link', { name: 'Create a new wallet' }).click();
    await page.getByRole('heading', { name: 'Create a new wallet' }).waitFor();
    const create = page.getByRole('button', { name: 'Create wallet' });
    expect(await page.getByRole('radio', { name: '12 words' }).isChecked()).toBe(true);
    // too short, then mismatched: the button stays off and the form says why
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByText('Use at least 8 characters').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password', { exact: true }).fill(PASSWORD + 'x');
    await page.getByText('The passwords do not match').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await fillNewPassword(page);
    await page.getByText(/Strength: (fair|strong)/).waitFor();
    await screenshot(page, 'wallet-02-create-password');
    await create.click();

    const words = await readPhraseGrid(page);
    expect(words).toHaveLength(12);
    for (const w of words) expect(w).toMatch(/^[a-z]+$/);
    await page.getByText('Write these 12 words down').waitFor();
    await screenshot(page, 'wallet-03-phrase-grid');

    await page.getByRole('button', { name: 'I wrote it down' }).click();
    await page.getByRole('heading', { name: 'Confirm your recovery phrase' }).waitFor();
    // a wrong first pick is refused with a clear message
    const wrong = words.find((w) => w !== words[0])!;
    await wordButtons(page).getByRole('button', { name: wrong, exact: true }).first().click();
    await page.getByText(`“${wrong}” is not word 1`).waitFor();
    await screenshot(page, 'wallet-04-confirm-wrong-pick');
    // undo works after a right pick
    await pickWordsInOrder(page, words.slice(0, 1));
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Word 1 of 12').waitFor();
    await pickWordsInOrder(page, words);
    await page.getByRole('button', { name: 'Confirm backup' }).click();

    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByText('Backup confirmed').waitFor();
  });

  it('shows the coins of the new wallet, without the backup reminder', async () => {
    const coins = page.getByRole('list', { name: 'Coins' }).locator('li.coin-row');
    await expect.poll(() => coins.count()).toBeGreaterThan(3);
    expect(await coins.locator('.coin-symbol').allInnerTexts()).toEqual(
      expect.arrayContaining(['BTC', 'ETH']),
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Not backed up').count()).toBe(0);
    await screenshot(page, 'wallet-05-home');
  });

  it('filters the coin list with the search box', async () => {
    const coins = page.getByRole('list', { name: 'Coins' }).locator('li.coin-row');
    const all = await coins.count();
    await page.getByPlaceholder('Search coins (e.g. eth:usdt)').fill('btc:btc');
    await expect.poll(() => coins.count(), { timeout: 5_000 }).toBe(1);
    expect(await coins.locator('.coin-symbol').innerText()).toBe('BTC');
    await page.getByPlaceholder('Search coins (e.g. eth:usdt)').fill('');
    await expect.poll(() => coins.count(), { timeout: 5_000 }).toBe(all);
  });

  it('adds a coin from the catalogue and hides it again', async () => {
    await page.getByRole('button', { name: 'Add coin' }).click();
    const catalogue = page.getByRole('list', { name: 'Catalogue' }).locator('li');
    await expect.poll(() => catalogue.count()).toBeGreaterThan(20);
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('eth:usdt');
    // the catalogue is asked once the typing settles (800 ms): USDT on the chains whose coin is ETH
    await expect
      .poll(async () => [...new Set(await catalogue.locator('.coin-symbol').allInnerTexts())], {
        timeout: 5_000,
      })
      .toEqual(['USDT']);
    expect(await catalogue.count()).toBeLessThan(10);
    await page.getByRole('button', { name: 'Add USDT on Ethereum' }).click();
    await page.getByRole('button', { name: 'Remove USDT on Ethereum' }).waitFor();
    // the row's actions sit in its menu (issue 19)
    await page.getByRole('button', { name: 'Actions for USDT on Ethereum' }).click();
    await page.getByRole('menuitem', { name: 'Hide USDT on Ethereum' }).waitFor();
    await screenshot(page, 'wallet-06-add-coin');
    await page.getByRole('menuitem', { name: 'Hide USDT on Ethereum' }).click();
    await page.getByRole('button', { name: 'Add USDT on Ethereum' }).waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
  });

  it('locks; a wrong password shows "Wrong password"; the right one unlocks', async () => {
    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('heading', { name: 'Locked' }).waitFor();
    // nothing of the wallet stays on screen
    expect(await page.getByText('Main Wallet').count()).toBe(0);
    await unlock(page, 'not the password');
    await page.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    await screenshot(page, 'wallet-07-lock-wrong-password');
    // the unlocked routes send a locked app back to the lock screen
    await page.goto(`${host.origin}/#/home`);
    await page.getByRole('heading', { name: 'Locked' }).waitFor();
    await unlock(page);
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
  });

  it('imports the "abandon … about" phrase as a second wallet, which becomes current', async () => {
    await startAddWallet(page, 'phrase');
    await page.getByRole('heading', { name: 'Import a recovery phrase' }).waitFor();
    // no password step when a vault exists; the replace option warns when ticked
    expect(await page.getByLabel('Repeat password').count()).toBe(0);
    await page.getByLabel('Replace all wallets').check();
    await page.getByText('Every wallet now on this computer will be removed').waitFor();
    // replacing erases the other wallets, so the signer wants the password typed again
    await page.getByLabel('Current password', { exact: true }).waitFor();
    await page.getByLabel('Replace all wallets').uncheck();
    expect(await page.getByLabel('Current password', { exact: true }).count()).toBe(0);
    // main's checksum error is shown under the form
    await page.getByLabel('Recovery phrase').fill(ABANDON.replace(/about$/, 'abandon'));
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /checksum/i })
      .waitFor();
    await screenshot(page, 'wallet-08-import-phrase-error');
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    expect(await switcherState(page)).toEqual({ names: ['Main Wallet', 'Wallet 2'], current: 'Wallet 2' });
    await page.keyboard.press('Escape');
  });

  it('imports an ethereum private key; its address is shown', async () => {
    await startAddWallet(page, 'key');
    await page.getByRole('heading', { name: 'Import a private key' }).waitFor();
    await page.getByLabel('Find a chain').fill('ether');
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(KEY);
    expect(await page.getByRole('textbox', { name: 'Private key' }).getAttribute('type')).toBe('password');
    await screenshot(page, 'wallet-09-import-key');
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 3');
    await expect.poll(() => rowAddress(page, 'ethereum:native').getAttribute('title')).toBe(KEY_ADDRESS);
    const coins = page.getByRole('list', { name: 'Coins' }).locator('li.coin-row');
    expect(await coins.locator('.coin-symbol').allInnerTexts()).toEqual(['ETH']);
    await screenshot(page, 'wallet-10-home-key-wallet');
  });

  it('refuses to delete the selected wallet, with main\u2019s text in a toast', async () => {
    const panel = await openSwitcher(page);
    await panel.getByRole('button', { name: 'Delete Wallet 3' }).click();
    await page.getByRole('dialog', { name: 'Delete “Wallet 3”?' }).waitFor();
    // deleting erases keys: confirmed with the password, which the signer checks
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Delete wallet' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete wallet' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You cannot delete the selected wallet; switch to another wallet first' })
      .waitFor();
    expect((await switcherState(page)).names).toEqual(['Main Wallet', 'Wallet 2', 'Wallet 3']);
    await screenshot(page, 'wallet-11-switcher-delete-refused');
  });

  it('moves the current wallet up: the order changes and the current marker follows', async () => {
    const panel = await openSwitcher(page);
    await panel.getByRole('button', { name: 'Move Wallet 3 up' }).click();
    await expect
      .poll(() => switcherState(page))
      .toEqual({ names: ['Main Wallet', 'Wallet 3', 'Wallet 2'], current: 'Wallet 3' });
    // moving another wallet keeps the marker on the current one
    await panel.getByRole('button', { name: 'Move Main Wallet down' }).click();
    await expect
      .poll(() => switcherState(page))
      .toEqual({ names: ['Wallet 3', 'Main Wallet', 'Wallet 2'], current: 'Wallet 3' });
    await screenshot(page, 'wallet-12-switcher-reordered');
  });

  it('renames, switches and deletes a wallet that is not selected', async () => {
    const panel = await openSwitcher(page);
    await panel.getByRole('button', { name: 'Rename Wallet 2' }).click();
    await panel.getByLabel('New name for Wallet 2').fill('Savings');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await switcherState(page)).names)
      .toEqual(['Wallet 3', 'Main Wallet', 'Savings']);
    await panel.getByRole('button', { name: 'Main Wallet, switch to this wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent()).toBe('Main Wallet');
    const reopened = await openSwitcher(page);
    await reopened.getByRole('button', { name: 'Delete Savings' }).click();
    // a wrong password is refused by the signer in its own words, and the dialog stays open
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete wallet' }).click();
    await page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: 'Wrong password' })
      .waitFor({ timeout: 20_000 });
    expect((await switcherState(page)).names).toEqual(['Wallet 3', 'Main Wallet', 'Savings']);
    await screenshot(page, 'wallet-12b-delete-wrong-password');
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete wallet' }).click();
    await expect
      .poll(() => switcherState(page), { timeout: 20_000 })
      .toEqual({ names: ['Wallet 3', 'Main Wallet'], current: 'Main Wallet' });
    await page.keyboard.press('Escape');
  });

  it('changes the password and reveals the phrase in settings, hidden again on leaving', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor({ timeout: 20_000 });

    const reveal = page.getByRole('region', { name: 'Reveal recovery phrase' });
    await reveal.getByLabel('Password').fill(PASSWORD);
    await reveal.getByRole('button', { name: 'Reveal recovery phrase' }).click();
    await reveal.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    await reveal.getByLabel('Password').fill(NEW_PASSWORD);
    await reveal.getByRole('button', { name: 'Reveal recovery phrase' }).click();
    await reveal.getByRole('list', { name: 'Recovery phrase' }).waitFor();
    const words = await reveal
      .getByRole('list', { name: 'Recovery phrase' })
      .locator('li .mono')
      .allInnerTexts();
    expect(words).toHaveLength(12);
    await screenshot(page, 'wallet-13-settings-revealed');
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await reveal.getByRole('button', { name: 'Reveal recovery phrase' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery phrase' }).count()).toBe(0);
    await screenshot(page, 'wallet-14-settings');
  });

  it('asks to back up a created wallet that was skipped, and backs it up from home', async () => {
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await startAddWallet(page, 'create');
    await page.getByRole('heading', { name: 'Create a new wallet' }).waitFor();
    await page.getByRole('radio', { name: '24 words' }).check();
    await page.getByRole('button', { name: 'Create wallet' }).click();
    // a vault exists: the backup step asks for the password before revealing
    await page.getByRole('heading', { name: 'Back up your recovery phrase' }).waitFor();
    await screenshot(page, 'wallet-15-backup-asks-password');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(() => walletTitle(page).textContent()).toBe('Wallet 4');
    await page.getByText('Not backed up.').waitFor();
    // skipping does not nag at once; a new app session asks again
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    const modal = page.getByRole('dialog', { name: 'Back up your recovery phrase' });
    await modal.waitFor();
    await screenshot(page, 'wallet-16-backup-asked-modal');
    await modal.getByRole('button', { name: 'Back up now' }).click();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Show recovery phrase' }).click();
    const words = await readPhraseGrid(page);
    expect(words).toHaveLength(24);
    await page.getByRole('button', { name: 'I wrote it down' }).click();
    await pickWordsInOrder(page, words);
    await page.getByRole('button', { name: 'Confirm backup' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 4');
    await page.getByText('Backup confirmed').waitFor();
    expect(await page.getByText('Not backed up.').count()).toBe(0);
  });

  it('renders home and the switcher in the dark theme', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Theme').selectOption('dark');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await openSwitcher(page);
    await screenshot(page, 'wallet-17-home-dark');
  });
});

afterAll(() => {
  expect(pageErrors).toEqual([]);
});
