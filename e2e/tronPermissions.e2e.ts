/**
 * Tron TRC-20 allowances on the permissions page (issue 33), on the `local` profile: the built
 * browser host reads the fixture Tron node (test/tron: java-tron's HTTP API and TronGrid v1 in
 * their wire formats). Two grants a dapp had the wallet sign elsewhere (unlimited USDT to one
 * spender, 123.45 to another) and one already taken back are on the ledger with their Approval
 * events. Chromium imports the abandon phrase: the page lists the two live ones (not the one
 * back at 0); one is revoked through the review, approve(spender, 0) is signed by the real
 * signer and applied by the fixture, and its row is gone while the other stays.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromPublicKey } from '../shared/chains/tron/validate';
import { startTronNode, type TronNode } from '../test/tron/tronNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const addressOf = (i: number) => tronAddressFromPublicKey(root.derive(`m/44'/195'/0'/0/${i}`).publicKey!);
const ME = addressOf(0);
const ROUTER = addressOf(7);
const STRANGER = addressOf(8);
const OLD = addressOf(9);

let node: TronNode;
let usdt: string;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const rows = () => page.getByRole('list', { name: 'Permissions on Tron' }).getByRole('listitem');

beforeAll(async () => {
  node = await startTronNode();
  node.fund(ME, 500_000_000n);
  usdt = node.deployToken({ symbol: 'USDT', decimals: 6, name: 'Tether USD' });
  node.mintToken(usdt, ME, 50_000_000n);
  node.approve(usdt, ME, ROUTER, 2n ** 256n - 1n);
  node.approve(usdt, ME, STRANGER, 123_450_000n);
  node.approve(usdt, ME, OLD, 9_000_000n);
  node.approve(usdt, ME, OLD, 0n);
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

describe('Tron allowances on the permissions page, through the browser host', () => {
  it('lists the two live allowances, not the one taken back', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'Permissions', exact: true }).click();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(2);
    const text = await page.getByRole('region', { name: 'Tron' }).innerText();
    expect(text).toContain(ROUTER);
    expect(text).toContain(STRANGER);
    expect(text).not.toContain(OLD);
    expect(text).toContain('Unlimited');
    expect(text).toContain('123.45 USDT');
    await page.getByRole('region', { name: 'Tron' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'tron-permissions-01-list');
  });

  it('revokes the unlimited one: approve(spender, 0) lands, its row is gone, the other stays', async () => {
    const row = rows().filter({ hasText: ROUTER });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Revoke selected (1)' }).click();
    const review = page.getByRole('dialog', { name: 'Revoke 1 permission' });
    await review.waitFor({ timeout: 20_000 });
    expect(await review.innerText()).toMatch(/Network fee \(1 on Tron\)/);
    await screenshot(page, 'tron-permissions-02-review');
    await review.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect.poll(() => node.allowance(usdt, ME, ROUTER), { timeout: 30_000 }).toBe(0n);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(1);
    expect(await rows().first().innerText()).toContain(STRANGER);
    expect(node.allowance(usdt, ME, STRANGER)).toBe(123_450_000n);
    expect(node.tokenBalance(usdt, ME)).toBe(50_000_000n);
    await screenshot(page, 'tron-permissions-03-after');
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
