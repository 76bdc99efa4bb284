/**
 * Solana end to end on the `local` profile: the built browser host reads the litesvm-backed
 * JSON-RPC facade (test/solana/facade.ts), the token-list service and the staking-data
 * service (fixture servers in their public wire formats). Chromium imports the abandon
 * phrase, then, the way a person would: SOL and an SPL token seen after Refresh, a SOL send
 * and a token send through the form (quote → review → progress toast → confirmed), and a
 * stake from the Staking screen through activation, deactivation and withdrawal, the epochs
 * advanced by the test between the steps.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../shared/amount';
import { address } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { startSolanaFacade, type SolanaFacade } from '../test/solana/facade';
import { startTokenListServer, type TokenListServer } from '../test/solana/tokenListServer';
import { startValidatorsServer, type ValidatorsServer } from '../test/solana/validatorsServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// m/44'/501'/0'/0' of the abandon phrase (what Phantom and Solflare show)
const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const BOB = Keypair.generate().publicKey.toBase58();
const SOL = 1_000_000_000n;

let rpc: SolanaFacade;
let tokens: TokenListServer;
let validators: ValidatorsServer;
let host: Host;
let browser: Browser;
let page: Page;
let mint = '';
let vote = '';
const pageErrors: string[] = [];

const balance = () => page.getByTestId('coin-balance');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const solRow = () => page.getByRole('link', { name: 'Open SOL on Solana' });
const tokenRow = () => page.getByRole('link', { name: 'Open VLT on Solana' });
const lamportsOf = (a: string): bigint => rpc.svm.getBalance(address(a)) ?? 0n;

const positions = () => page.getByRole('list', { name: 'Stake positions' });

/** From wherever the app landed (home, after a staking action): the SOL coin page, then Stake. */
async function openStaking(): Promise<void> {
  await walletTitle(page).waitFor();
  await solRow().click();
  await page.getByRole('link', { name: 'Stake', exact: true }).click();
  await page.getByRole('heading', { name: /Staking SOL/ }).waitFor();
}

/**
 * Sends through the form; returns the amount the quote says the recipient gets. `previewed`:
 * what the review's simulated outcome must say the wallet sends, exactly (issue 32).
 */
async function sendThroughForm(
  symbol: string,
  amount: string,
  shots: string,
  previewed: string[],
): Promise<string> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: `Send ${symbol}` }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel(`Amount (${symbol})`).fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
  const quoted = new RegExp(`Amount\\s+([\\d.]+) ${symbol}`).exec(
    await page.getByLabel('Quote').innerText(),
  )?.[1];
  expect(quoted).toBeDefined();
  await screenshot(page, `${shots}-quote`);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  expect(await card.innerText()).toContain(BOB);
  // the message the signer will sign, simulated on the node: exactly what was asked, no mismatch
  const outcome = card.getByRole('region', { name: 'Simulated outcome' });
  expect(await outcome.locator('.preview-out strong').allInnerTexts()).toEqual(previewed);
  expect(await outcome.locator('.preview-in').count()).toBe(0);
  const words = await outcome.innerText();
  expect(words).toContain('simulated on your node (simulateTransaction)');
  expect(words).not.toContain('does not match');
  expect(await card.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
  await screenshot(page, `${shots}-review`);
  await card.getByRole('button', { name: 'Send' }).click();
  await walletTitle(page).waitFor();
  // the quote may send less than typed (spec: 20000 lamports kept back for the fee)
  // litesvm may confirm before the pending toast is looked for
  await toast(new RegExp(`Sending [\\d.]+ ${symbol}…|[\\d.]+ ${symbol} sent`)).waitFor();
  await toast(new RegExp(`[\\d.]+ ${symbol} sent`)).waitFor({ timeout: 30_000 });
  await screenshot(page, `${shots}-confirmed`);
  return quoted!;
}

beforeAll(async () => {
  rpc = await startSolanaFacade();
  mint = await rpc.createMint(6);
  vote = await rpc.createVoteAccount();
  tokens = await startTokenListServer([
    { address: mint, name: 'Vault Test Token', symbol: 'VLT', decimals: 6, holders: 100 },
  ]);
  validators = await startValidatorsServer([
    {
      vote_identity: vote,
      name: 'Local Validator',
      commission: 5,
      apy_estimate: 6.8,
      activated_stake: 2_500_000,
    },
  ]);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        solana: { rpcUrl: rpc.url, tokenListUrl: tokens.url, validatorsUrl: validators.url },
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
  await validators?.close();
  await tokens?.close();
  await rpc?.close();
}, 60_000);

describe('solana on the litesvm facade through the browser host', () => {
  it('imports the abandon phrase; SOL reads 0 on home', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect
      .poll(() => solRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toBe('0 SOL');
    await screenshot(page, 'solana-01-wallet-home');
  });

  it('after funding, Refresh shows SOL and the SPL token found on the token list', async () => {
    rpc.airdrop(ME, 5n * SOL);
    await rpc.mintTo(mint, ME, 12_500_000n); // 12.5 VLT
    await solRow().click();
    await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(ME);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => balance().textContent(), { timeout: 20_000 }).toBe('5 SOL');
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'solana-02-coin-page');

    // the token: found on the token list service by name, added, read from the chain
    await page.getByRole('link', { name: '← Home' }).click();
    await walletTitle(page).waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Network').selectOption('solana');
    await page.getByLabel('Contract address or name').fill('Vault');
    const add = page.getByRole('button', { name: `Add token VLT ${mint}` });
    await add.waitFor({ timeout: 20_000 });
    expect(tokens.requests().some((r) => r.startsWith('/v1/search?'))).toBe(true);
    await add.scrollIntoViewIfNeeded();
    await screenshot(page, 'solana-03-token-search');
    await add.click();
    await toast('VLT added').waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect
      .poll(() => tokenRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('12.5 VLT');
    await screenshot(page, 'solana-03b-token-on-home');
    expect(pageErrors).toEqual([]);
  });

  it('sends SOL through the form: quote, review, toast, confirmed; the node agrees', async () => {
    await solRow().click();
    const quoted = await sendThroughForm('SOL', '1.25', 'solana-04-send-sol', ['−1.25 SOL']);
    // what the quote said the recipient gets is what the chain shows it got
    expect(lamportsOf(BOB)).toBe(parseUnits(quoted, 9));
    expect(pageErrors).toEqual([]);
  });

  it('sends the token through the form, creating the recipient account it approved', async () => {
    await tokenRow().click();
    // the token and the rent of Bob's new token account, approved with the send
    await sendThroughForm('VLT', '2.5', 'solana-05-send-token', ['−0.00203928 SOL', '−2.5 VLT']);
    const theirs = await fetch(rpc.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTokenAccountsByOwner',
        params: [BOB, { mint }, { encoding: 'jsonParsed' }],
      }),
    }).then(
      (r) =>
        r.json() as Promise<{
          result: {
            value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
          };
        }>,
    );
    expect(theirs.result.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('2500000');
    await expect
      .poll(() => tokenRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toContain('10 VLT');
    expect(pageErrors).toEqual([]);
  });

  it('stakes from the Staking screen: review, toast, then activating until the epoch turns', async () => {
    await solRow().click();
    await page.getByRole('link', { name: 'Stake', exact: true }).click();
    await page.getByRole('heading', { name: /Staking SOL/ }).waitFor();
    const validator = page.getByRole('radio', { name: 'Local Validator' });
    await validator.waitFor({ timeout: 20_000 });
    await screenshot(page, 'solana-06-staking-validators');
    await validator.click();
    // litesvm's Stake program refuses delegations under 1 SOL (test/solana/READY notes)
    await page.getByLabel('Amount (SOL)').fill('1.5');
    await page.getByRole('button', { name: 'Review' }).click();
    const card = page.getByRole('region', { name: 'Review stake' });
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/Network fee\s+[\d.]+ SOL/);
    expect(await card.innerText()).toContain('Local Validator');
    await screenshot(page, 'solana-07-stake-review');
    await card.getByRole('button', { name: 'Stake', exact: true }).click();
    await toast(/Staking 1\.5 SOL…/).waitFor();
    await toast(/Staked 1\.5 SOL/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'solana-08-staked-toast');

    await openStaking();
    const row = positions().getByRole('listitem', { name: 'Stake with Local Validator' });
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/Activating/);
    await screenshot(page, 'solana-09-activating');
    rpc.advanceEpoch();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/Active/);
    expect(await row.innerText()).not.toMatch(/Activating/);
    await screenshot(page, 'solana-10-active');
    expect(pageErrors).toEqual([]);
  });

  it('unstakes, and after the next epoch withdraws the stake back to the wallet', async () => {
    const row = positions().getByRole('listitem', { name: 'Stake with Local Validator' });
    await row.getByRole('button', { name: /^Unstake/ }).click();
    const unstake = page.getByRole('region', { name: 'Review unstake' });
    await unstake.getByRole('button', { name: 'Unstake', exact: true }).click();
    await toast('Stake deactivated').waitFor({ timeout: 30_000 });
    await openStaking();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/Deactivating/);
    await screenshot(page, 'solana-11-deactivating');

    rpc.advanceEpoch();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toMatch(/Inactive/);
    const before = lamportsOf(ME);
    await row.getByRole('button', { name: /^Withdraw/ }).click();
    const withdraw = page.getByRole('region', { name: 'Review withdrawal' });
    await screenshot(page, 'solana-12-withdraw-review');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await toast(/Withdrawn [\d.]+ SOL/).waitFor({ timeout: 30_000 });
    expect(lamportsOf(ME)).toBeGreaterThan(before + (3n * SOL) / 2n - 100_000n);
    await openStaking();
    await page.getByText('Nothing staked yet.').waitFor({ timeout: 20_000 });
    await screenshot(page, 'solana-13-withdrawn');
    expect(pageErrors).toEqual([]);
  });
});
