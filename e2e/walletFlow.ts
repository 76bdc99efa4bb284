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

/** Onboarding by phrase from the first screen: imports `phrase` and waits for the new wallet's home. */
export async function importPhrase(page: Page, phrase = ABANDON): Promise<void> {
  await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
  await page.getByLabel('Recovery phrase').fill(phrase);
  await fillNewPassword(page);
  await page.getByRole('button', { name: 'Import wallet' }).click();
  await page
    .getByRole('list', { name: 'Coins' })
    .or(page.getByRole('button', { name: 'Add coin' }))
    .first()
    .waitFor({ timeout: 20_000 });
}

/** Adds coins from home's catalogue (`ATOM on Cosmos Hub`); one already added stays added. */
export async function addCatalogueCoins(
  page: Page,
  coins: readonly { symbol: string; chain: string }[],
): Promise<void> {
  await page.getByRole('button', { name: 'Add coin' }).click();
  for (const c of coins) {
    await page
      .getByPlaceholder('Symbol, name, chain:symbol or contract address')
      .fill(c.symbol.toLowerCase());
    const entry = page.getByRole('button', { name: new RegExp(`^(Add|Remove) ${c.symbol} on ${c.chain}$`) });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: `Remove ${c.symbol} on ${c.chain}` }).waitFor();
  }
  await page.getByRole('button', { name: 'Done adding' }).click();
}
