/**
 * Hedera end to end on the `local` profile: the built browser host reads the fixture mirror node
 * and submits over real gRPC to the fixture consensus node (test/hedera/hederaNetwork.ts, which
 * verifies each signature with @hashgraph/sdk and keeps a ledger). Chromium imports the abandon
 * phrase and adds HBAR: with no account for the key yet, the receive card explains that one must
 * be created (and gives the key's alias) instead of showing a key as an address. Someone then
 * pays the alias (HIP-32 auto-creation); the card shows the new account id and the balance; a
 * send with a memo goes through the form, and history lists both.
 */
import {
  AccountId,
  Client,
  Hbar,
  PrivateKey,
  PublicKey,
  TransactionId,
  TransferTransaction,
} from '@hashgraph/sdk';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../shared/amount';
import { hederaSigner } from '../signer/chains/hedera/derive';
import { startHederaNetwork, type HederaNetwork } from '../test/hedera/hederaNetwork';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const MY_KEY = hederaSigner.deriveFromSeed(mnemonicToSeedSync(ABANDON), "m/44'/3030'/0'/0'/0'").address;
const HBAR = (n: number) => BigInt(Math.round(n * 1e8));

let net: HederaNetwork;
let host: Host;
let browser: Browser;
let page: Page;
let BOB: string;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const hbarRow = () => page.getByRole('link', { name: 'Open HBAR on Hedera' });
const balance = () => page.getByTestId('coin-balance');

/** A third party pays the key's alias: the network creates the account (HIP-32). */
async function payAlias(tinybars: bigint): Promise<void> {
  const payer = PrivateKey.generateED25519();
  const payerId = net.ledger.createAccount(payer.publicKey.toStringRaw(), tinybars * 2n);
  const alias = PublicKey.fromString(MY_KEY).toAccountId(0, 0);
  const client = Client.forNetwork(
    { [net.nodeAddress]: AccountId.fromString('0.0.3') },
    { scheduleNetworkUpdate: false },
  );
  try {
    const tx = new TransferTransaction()
      .setTransactionId(TransactionId.generate(payerId))
      .addHbarTransfer(payerId, Hbar.fromTinybars((-tinybars).toString()))
      .addHbarTransfer(alias, Hbar.fromTinybars(tinybars.toString()))
      .setTransactionMemo('welcome')
      .freezeWith(client);
    await tx.sign(payer);
    await (await tx.execute(client)).getReceipt(client);
  } finally {
    client.close();
  }
}

beforeAll(async () => {
  net = await startHederaNetwork();
  BOB = net.ledger.createAccount(PrivateKey.generateED25519().publicKey.toStringRaw());
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        hedera: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
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
  await net?.close();
}, 60_000);

describe('hedera on the fixture mirror and consensus node through the browser host', () => {
  it('imports the abandon phrase and adds HBAR from the catalogue', async () => {
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
    await expect.poll(() => hbarRow().textContent(), { timeout: 20_000 }).toContain('0 HBAR');
    // the row names no DER key as an address: the key has no account yet
    expect(await hbarRow().textContent()).toContain('HBAR · No account yet');
    expect(await hbarRow().textContent()).not.toContain(MY_KEY.slice(0, 6));
    await hbarRow().scrollIntoViewIfNeeded();
    await screenshot(page, 'hedera-00-home-row');
    expect(pageErrors).toEqual([]);
  });

  it('receive without an account: the card explains and shows no key as an address', async () => {
    await hbarRow().click();
    const notice = page.getByTestId('receive-notice');
    await expect
      .poll(() => notice.textContent(), { timeout: 20_000 })
      .toContain('No Hedera account exists for this key yet');
    expect(await notice.textContent()).toContain(PublicKey.fromString(MY_KEY).toAccountId(0, 0).toString());
    expect(await page.getByTestId('receive-address').count()).toBe(0);
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    await screenshot(page, 'hedera-01-no-account');
    expect(pageErrors).toEqual([]);
  });

  it('after a payment to the alias creates the account, Refresh shows its id, the HBAR and the history', async () => {
    await payAlias(HBAR(40));
    const mine = net.ledger.accountByKey(PublicKey.fromString(MY_KEY).toStringRaw())!.id;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => page.getByTestId('receive-address').textContent(), { timeout: 20_000 })
      .toBe(mine);
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('40 HBAR');
    expect(await page.getByTestId('receive-notice').count()).toBe(0);
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'hedera-02-account');
    expect(pageErrors).toEqual([]);
  });

  it('sends 2.5 HBAR with a memo through the form; the ledger and history agree', async () => {
    const mine = net.ledger.accountByKey(PublicKey.fromString(MY_KEY).toStringRaw())!.id;
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send HBAR' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (HBAR)').fill('2.5');
    await page.getByLabel('Memo (optional)').fill('invoice 7');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    // 0.0021 USD at the fixture's 12 ¢ per HBAR
    expect(await page.getByLabel('Quote').innerText()).toMatch(/0\.0175 HBAR/);
    await screenshot(page, 'hedera-03-quote');
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    expect(await card.innerText()).toContain(BOB);
    await screenshot(page, 'hedera-04-review');
    await card.getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast(/Sending 2\.5 HBAR…|2\.5 HBAR sent/).waitFor(); // the fixture may confirm first
    await toast(/2\.5 HBAR sent/).waitFor({ timeout: 30_000 });
    expect(net.ledger.balance(BOB)).toBe(HBAR(2.5));
    await hbarRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => balance().textContent(), { timeout: 20_000 })
      .toBe(`${formatUnits(net.ledger.balance(mine), 8)} HBAR`);
    await screenshot(page, 'hedera-05-history');
    expect(pageErrors).toEqual([]);
  });
});
