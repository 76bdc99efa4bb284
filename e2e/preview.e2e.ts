/**
 * Transaction preview end to end (issue 32): the built browser host against anvil and a local
 * WalletConnect relay. A real dapp (sign-client) asks for an unlimited approve (the card lists
 * the permission), a swap on the test AMM (−100 TKA, +49.9… TKB) and a swap whose slippage
 * check fails (the card says why it would fail, before signing); the wallet's own ETH send
 * previews exactly its amount on the send review.
 */
import { MaxUint256, Wallet, parseUnits } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { SWAP_POOL, TEST_TOKEN, deploySwapPool, type SwapSetup } from '../test/evm/swapPool';
import { startTestDapp, type TestDapp } from '../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../test/walletconnect/relay';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const PHRASE = 'test test test test test test test test test test test junk';
const ADDRESS = new Wallet(ANVIL_KEYS[0]).address;
const BOB = '0x000000000000000000000000000000000000dEaD';

let relay: LocalRelay;
let anvil: Anvil;
let pool: SwapSetup;
let host: Host;
let browser: Browser;
let page: Page;
let dapp: TestDapp;
let topic = '';
const pageErrors: string[] = [];

const dialog = (name: string) => page.getByRole('dialog', { name });
const preview = (modal: ReturnType<typeof dialog>) =>
  modal.getByRole('region', { name: 'Simulated outcome' });
const tokenBalance = async (token: string) =>
  BigInt(
    await anvil.rpc<string>('eth_call', [
      { to: token, data: TEST_TOKEN.encodeFunctionData('balanceOf', [ADDRESS]) },
      'latest',
    ]),
  );

beforeAll(async () => {
  relay = await startLocalRelay();
  anvil = await startAnvil({ chainId: 1 });
  pool = await deploySwapPool(anvil, [ADDRESS]);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: anvil.url } }),
      WALLET_WC_RELAY_URL: relay.url,
    },
  });
  dapp = await startTestDapp(relay.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 1000 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await anvil?.stop();
  await relay?.close();
}, 60_000);

describe('transaction preview through the browser host', () => {
  it('imports the wallet and pairs the dapp', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(PHRASE);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    const { uri, approval } = await dapp.connect(['eip155:1']);
    await page.getByLabel('WalletConnect link').fill(uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const modal = dialog('Connection request');
    await modal.waitFor({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Connect' }).click();
    topic = (await approval).topic;
  });

  it('an unlimited approve previews the permission it gives, then lands', async () => {
    const answer = dapp.request<string>(topic, 'eip155:1', 'eth_sendTransaction', [
      {
        from: ADDRESS,
        to: pool.tokenA,
        data: TEST_TOKEN.encodeFunctionData('approve', [pool.pool, MaxUint256]),
      },
    ]);
    const modal = dialog('Approve transaction');
    await modal.waitFor({ timeout: 30_000 });
    const card = await preview(modal).innerText();
    expect(card).toContain('Permissions you give');
    expect(card).toContain(`${pool.pool} may spend all your TKA (unlimited)`);
    expect(card).toContain('simulated on your node (eth_simulateV1)');
    await screenshot(page, 'preview-01-unlimited-approve');
    await modal.getByRole('button', { name: 'Sign and send' }).click();
    const receipt = await anvil.rpc<{ status: string }>('eth_getTransactionReceipt', [await answer]);
    expect(receipt.status).toBe('0x1');
  });

  it('a swap of 100 TKA previews −100 TKA and +≈ 49.9 TKB, and gives what it said', async () => {
    const before = await tokenBalance(pool.tokenB);
    const answer = dapp.request<string>(topic, 'eip155:1', 'eth_sendTransaction', [
      {
        from: ADDRESS,
        to: pool.pool,
        data: SWAP_POOL.encodeFunctionData('swap', [pool.tokenA, parseUnits('100', 18), 0n]),
      },
    ]);
    const modal = dialog('Approve transaction');
    await modal.waitFor({ timeout: 30_000 });
    const card = await preview(modal).innerText();
    expect(card).toMatch(/You send\s+−100 TKA/);
    const got = /You receive\s+\+(49\.9\d*) TKB/.exec(card);
    expect(got).not.toBeNull();
    await screenshot(page, 'preview-02-swap');
    await modal.getByRole('button', { name: 'Sign and send' }).click();
    await answer;
    // the preview said what the chain then did
    expect((await tokenBalance(pool.tokenB)) - before).toBe(parseUnits(got![1]!, 18));
  });

  it('a swap that would revert says why before signing', async () => {
    const answer = dapp
      .request<string>(topic, 'eip155:1', 'eth_sendTransaction', [
        {
          from: ADDRESS,
          to: pool.pool,
          // the dapp's own gas: a node cannot estimate a call that reverts
          gas: '0x40000',
          data: SWAP_POOL.encodeFunctionData('swap', [
            pool.tokenA,
            parseUnits('100', 18),
            parseUnits('60', 18),
          ]),
        },
      ])
      .catch((e: unknown) => e);
    const modal = dialog('Approve transaction');
    await modal.waitFor({ timeout: 30_000 });
    const alert = preview(modal).getByRole('alert');
    expect(await alert.innerText()).toBe('Would fail: TestSwapPool: insufficient output amount');
    await screenshot(page, 'preview-03-would-fail');
    await modal.getByRole('button', { name: 'Reject' }).click();
    expect(await answer).toMatchObject({ code: 5000 }); // USER_REJECTED: nothing was signed
  });

  it("the wallet's own ETH send previews exactly its amount on the review", async () => {
    await page.goto(`${host.origin}/#/home/coin/${encodeURIComponent('ethereum:native')}/send`);
    await page.getByRole('heading', { name: 'Send ETH' }).waitFor();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (ETH)').fill('1.25');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await review.click();
    const card = page.getByRole('region', { name: 'Review' });
    const shown = await card.getByRole('region', { name: 'Simulated outcome' }).innerText();
    expect(shown).toMatch(/You send\s+−1\.25 ETH/);
    expect(shown).not.toContain('does not match');
    expect(await card.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await screenshot(page, 'preview-04-own-send');
    expect(pageErrors).toEqual([]);
  });
});
