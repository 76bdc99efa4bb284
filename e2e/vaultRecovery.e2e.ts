import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, startAddWallet, switcherState, unlock, walletTitle } from './walletFlow';

const OTHER = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

let host: Host;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
});

describe('a damaged vault file in the browser host', () => {
  it('unlocks from the backup and tells the user which wallet needs its phrase again', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');

    // the second wallet is the last save: the one a damaged file would lose
    await startAddWallet(page, 'phrase');
    await page.getByLabel('Recovery phrase').fill(OTHER);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Wallet 2');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('heading', { name: 'Locked' }).waitFor();

    // one flipped bit in the encrypted body of vault.bin
    const vaultDir = path.join(host.dataDir, 'vault');
    const file = path.join(vaultDir, 'vault.bin');
    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(200) ^ 0x01, 200);
    writeFileSync(file, bytes);

    await unlock(page);
    const dialog = page.getByRole('dialog', { name: 'Your wallet file was restored from its backup' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog
      .getByText('Missing now, and needing their recovery phrase or private key again: Wallet 2.')
      .waitFor();
    const kept = readdirSync(vaultDir).find((n) => n.startsWith('vault.bin.damaged-'))!;
    expect(kept).toBeTruthy();
    await dialog.getByText(`kept in the app's vault folder as ${kept}`).waitFor();
    await screenshot(page, 'vault-recovery');

    await dialog.getByRole('button', { name: 'I understand' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await switcherState(page)).names).toEqual(['Main Wallet']);
  });
});
