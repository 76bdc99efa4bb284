/**
 * A Hedera account for a fresh key, paid by the product backend's operator (issue 36), on the
 * `local` profile: the built browser host reads the fixture mirror node (test/hedera) and asks
 * the fixture backend (test/hedera/operatorBackend.ts) to create the account. Chromium imports
 * the abandon phrase and adds HBAR: the receive card says to set an operator; Settings →
 * Networks refuses a malformed id and saves the backend's operator for testnet (the local
 * profile's); the card then offers 'Create account', and once the mirror shows the new account
 * held by the wallet's key the card shows its id. A backend that names someone else's account
 * is refused first, in words, and the card keeps showing no account.
 */
import { PublicKey } from '@hashgraph/sdk';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hederaSigner } from '../signer/chains/hedera/derive';
import { startHederaNetwork, type HederaNetwork } from '../test/hedera/hederaNetwork';
import { startOperatorBackend, type OperatorBackend } from '../test/hedera/operatorBackend';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const MY_KEY = hederaSigner.deriveFromSeed(mnemonicToSeedSync(ABANDON), "m/44'/3030'/0'/0'/0'").address;
const MY_RAW = PublicKey.fromString(MY_KEY).toStringRaw();

let net: HederaNetwork;
let backend: OperatorBackend;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const hbarRow = () => page.getByRole('link', { name: 'Open HBAR on Hedera' });
const creation = () => page.getByTestId('account-creation');

beforeAll(async () => {
  net = await startHederaNetwork();
  backend = await startOperatorBackend(net.ledger);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        hedera: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
      }),
      WALLET_BACKEND_URL: backend.url,
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
  await backend?.close();
  await net?.close();
}, 60_000);

describe('a Hedera account created by the backend operator, through the browser host', () => {
  it('a fresh key: the receive card says an operator must be set', async () => {
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
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('hbar');
    const entry = page.getByRole('button', { name: /^(Add|Remove) HBAR on Hedera$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Remove HBAR on Hedera' }).waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await hbarRow().click();
    await expect
      .poll(() => creation().textContent(), { timeout: 20_000 })
      .toBe(
        'To have an account created for this key, set the Hedera operator account for testnet in Settings → Networks.',
      );
    expect(await page.getByTestId('receive-address').count()).toBe(0);
    await screenshot(page, 'hedera-operator-01-unset');
    expect(backend.requests()).toEqual([]);
  });

  it('Settings → Networks refuses a malformed id and saves the operator for testnet', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    const testnet = page.getByLabel('Hedera operator account (Testnet)');
    await testnet.fill('0.0.x12');
    await testnet.blur();
    await page.locator('.toasts .toast').filter({ hasText: 'Operator account not saved' }).waitFor();
    await testnet.fill(backend.operator);
    await testnet.blur();
    await page.getByRole('heading', { name: 'Hedera operator account' }).scrollIntoViewIfNeeded();
    await expect.poll(() => testnet.inputValue(), { timeout: 10_000 }).toBe(backend.operator);
    await screenshot(page, 'hedera-operator-02-settings');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Hedera operator account (Testnet)').inputValue(), { timeout: 20_000 })
      .toBe(backend.operator);
    expect(await page.getByLabel('Hedera operator account (Mainnet)').inputValue()).toBe('');
  });

  it("a backend naming someone else's account is refused in words; the card shows no account", async () => {
    const other = net.ledger.createAccount('cd'.repeat(32), 5n);
    backend.lie(() => [200, { data: { accountId: other } }]);
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await hbarRow().click();
    await creation().getByRole('button', { name: 'Create account' }).click();
    // the mirror is asked for as long as a real one may lag (about 20 s) before giving up
    await expect
      .poll(() => creation().getByRole('alert').textContent(), { timeout: 60_000 })
      .toBe(
        `The backend named account ${other}, but the mirror node does not show it as held by this wallet's key; it was not used`,
      );
    expect(await page.getByTestId('receive-address').count()).toBe(0);
    await screenshot(page, 'hedera-operator-03-refused');
  }, 90_000);

  it('the honest operator creates it; the receive card shows the account id', async () => {
    backend.lie(null);
    await creation().getByRole('button', { name: 'Create account' }).click();
    const mine = () => net.ledger.accountByKey(MY_RAW)?.id;
    await expect.poll(mine, { timeout: 30_000 }).toMatch(/^0\.0\.\d+$/);
    await expect
      .poll(() => page.getByTestId('receive-address').textContent(), { timeout: 30_000 })
      .toBe(mine());
    expect(await creation().count()).toBe(0);
    expect(backend.requests().at(-1)).toEqual({
      network: 'local',
      operatorAccountId: backend.operator,
      publicKey: MY_KEY,
    });
    await screenshot(page, 'hedera-operator-04-created');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
