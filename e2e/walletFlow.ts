import type { Locator, Page } from 'playwright-core';

/** Shared steps of the wallet e2e files: each drives the UI the way a person would. */

export const PASSWORD = 'correct horse battery';
export const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

export async function fillNewPassword(page: Page, password = PASSWORD): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password', { exact: true }).fill(password);
}

/** The words of the phrase grid on screen, in order. */
export async function readPhraseGrid(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Recovery phrase' });
  await grid.waitFor();
  return grid.locator('li .mono').allInnerTexts();
}

export function wordButtons(page: Page): Locator {
  return page.getByRole('group', { name: 'Words to pick' });
}

/** Picks the words in order; a repeated word may be any of its still-enabled buttons. */
export async function pickWordsInOrder(page: Page, words: readonly string[]): Promise<void> {
  for (const w of words)
    await wordButtons(page).getByRole('button', { name: w, exact: true, disabled: false }).first().click();
}

export async function unlock(page: Page, password = PASSWORD): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

export function walletTitle(page: Page): Locator {
  return page.locator('h1.wallet-title');
}

/** The portfolio row's address, its full text in the title (the row shows it shortened). */
export function rowAddress(page: Page, coinId: string): Locator {
  return page.locator(`li.coin-row[data-coin-id="${coinId}"] .coin-address .mono`);
}

export async function openSwitcher(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Wallets' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Wallets \(\d+\)/ }).click();
  await panel.waitFor();
  return panel;
}

/** Wallet names in switcher order, and which one is marked current. */
export async function switcherState(page: Page): Promise<{ names: string[]; current: string | null }> {
  const panel = await openSwitcher(page);
  const rows = panel.locator('li.wallet-row');
  const names = await rows.locator('.wallet-name-text').allInnerTexts();
  const currentRow = panel.locator('li.wallet-row[aria-current="true"] .wallet-name-text');
  const current = (await currentRow.count()) ? await currentRow.innerText() : null;
  return { names, current };
}

export async function startAddWallet(page: Page, how: 'create' | 'phrase' | 'key'): Promise<void> {
  const panel = await openSwitcher(page);
  await panel.getByRole('link', { name: 'Add wallet' }).click();
  await page.getByRole('heading', { name: 'Add a wallet' }).waitFor();
  const link = {
    create: 'Create a new wallet',
    phrase: 'Import a recovery phrase',
    key: 'Import a private key',
  }[how];
  await page.getByRole('link', { name: link }).click();
}
