import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword } from './walletFlow';

let host: Host;
let browser: Browser;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
});

describe('first run in the browser host', () => {
  it('opens on the onboarding screen, with the token moved out of the address bar', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('link', { name: 'Create a new wallet' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'onboarding');
    // CSP violations and script errors show up here; the page must load clean.
    expect(errors).toEqual([]);
  });

  it('keeps working after a reload (token kept for the tab only)', async () => {
    const page = await browser.newPage();
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
  });

  it('keeps settings behind the lock: without a wallet, /settings leads to onboarding', async () => {
    const page = await browser.newPage();
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
    await page.goto(`${host.origin}/#/settings`);
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
    // screens load lazily: the address bar may follow the paint by a moment
    await expect.poll(() => page.url()).toContain('#/onboarding');
  });

  it('saves settings through the contract and shows them after a reload (dark theme)', async () => {
    const page = await browser.newPage();
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await page.waitForURL(/#\/home/);
    await page.goto(`${host.origin}/#/settings`);
    await page.getByLabel('Theme').selectOption('dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByLabel('Auto-lock minutes').fill('abc');
    await page.getByLabel('Auto-lock minutes').blur();
    await page.getByLabel('Currency').selectOption('EUR');
    await page.reload();
    await expect.poll(() => page.getByLabel('Currency').inputValue()).toBe('EUR');
    // the spec's rule: non-numeric lock time becomes 0
    expect(await page.getByLabel('Auto-lock minutes').inputValue()).toBe('0');
    await screenshot(page, 'settings-dark');
  });
});
