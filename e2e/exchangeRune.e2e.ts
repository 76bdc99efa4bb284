/**
 * Exchange from THORChain end to end on the `local` profile (issue 29): RUNE → ETH. The fixture
 * THORChain node of test/cosmos (CometBFT JSON-RPC, Midgard and THORNode's constants), anvil
 * behind the Etherscan-style explorer, and the THORNode stand-in, whose quote for native RUNE
 * names no inbound address (a MsgDeposit goes into THORChain itself) and whose validators see the
 * MsgDeposit in the fixture node's ledger and pay out on anvil. Chromium imports the abandon
 * phrase, adds RUNE, swaps from the Exchange page (provider, review with the MsgDeposit step and
 * the memo, progress to the payout with its link), and the test checks the deposit on the
 * fixture ledger (exactly the amount and THORChain's native fee from the wallet) and the payout
 * on anvil.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../shared/amount';
import { cosmosAddressFromPublicKey } from '../shared/chains/cosmos/validate';
import { startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../test/cosmos/cosmosNode';
import { ASGARD } from '../test/cosmos/midgard';
import { startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { anvilPayer, thorDepositObserver } from '../test/exchange/chainWatchers';
import { ETH_POOL, ethInbound } from '../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../test/exchange/thornodeServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

/** the abandon phrase's first THORChain address (m/44'/931'/0'/0/0) */
const ME = cosmosAddressFromPublicKey(
  'thorchain',
  HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/44'/931'/0'/0/0").publicKey!,
);
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'; // the abandon phrase's first ETH address
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1: THORChain's ETH vault here
const FUND = 100_00000000n; // 100 RUNE

let thor: CosmosNode;
let anvil: Anvil;
let explorer: ExplorerServer;
let thornode: ThornodeStandIn;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const ethBalance = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));

beforeAll(async () => {
  [thor, anvil] = await Promise.all([startCosmosNode(THORCHAIN_SPEC), startAnvil({ chainId: 1 })]);
  thor.fund(ME, FUND);
  explorer = await startExplorerServer(anvil.url);
  thornode = await startThornodeStandIn({
    pools: [ETH_POOL],
    // ETH's row for the outbound fee; no router: nothing is deposited on anvil here
    chains: [ethInbound(PAYER.toLowerCase(), '0x2222222222222222222222222222222222222222')],
    observe: { THOR: thorDepositObserver(thor) },
    pay: { ETH: anvilPayer(anvil, PAYER) },
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        cosmos: { thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url } },
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url },
        exchange: { thornodeUrl: thornode.url },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await thornode?.close();
  await explorer?.close();
  await thor?.close();
  await anvil?.stop();
}, 60_000);

describe('exchange: RUNE → ETH through THORChain’s MsgDeposit, on the fixture THORChain node and anvil', () => {
  it('imports the abandon phrase and adds RUNE; home shows its 100 RUNE', async () => {
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
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('rune');
    const entry = page.getByRole('button', { name: /^(Add|Remove) RUNE on THORChain$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Remove RUNE on THORChain' }).waitFor();
    await page.getByRole('button', { name: 'Done adding' }).click();
    const row = page.getByRole('link', { name: 'Open RUNE on THORChain' });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/(?<![\d.])100 RUNE/);
  });

  it('quotes RUNE → ETH and reviews the MsgDeposit with its memo, no inbound address', async () => {
    await page.getByRole('link', { name: 'Exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange' }).waitFor();
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'RUNE on THORChain · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'ETH on Ethereum' });
    await page.getByLabel('Amount (RUNE)').fill('25');
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    await expect.poll(() => thornode.quotes.at(-1)?.get('amount'), { timeout: 20_000 }).toBe('2500000000');
    expect(thornode.quotes.at(-1)!.get('from_asset')).toBe('THOR.RUNE');
    await provider.waitFor({ timeout: 20_000 });
    expect(await provider.innerText()).toMatch(/You receive\s+≈ [\d.]+ ETH[\s\S]*Network fee\s+0\.02 RUNE/);
    await screenshot(page, 'exchange-rune-01-providers');

    await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    expect(
      await review.getByRole('list', { name: 'What you sign' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([
      'Deposit 25 RUNE into THORChain itself (a MsgDeposit, no inbound address), with the swap memo',
    ]);
    const text = await review.innerText();
    expect(text).toMatch(/Deposit\s+25 RUNE/);
    expect(text).toContain(`=:ETH.ETH:${ETH0}:`);
    expect(text).toMatch(
      new RegExp(
        `Memo says\\s+Swap to ETH\\.ETH, pay out to ${ETH0}, receive at least [\\d.]+ ETH or be refunded`,
      ),
    );
    expect(text).toMatch(/Network fee\s+0\.02 RUNE/);
    // no empty inbound address: the deposit goes into THORChain itself
    expect(text).toMatch(/Deposited into\s+THORChain itself \(no inbound address\)/);
    expect(text).not.toContain('Inbound address');
    await screenshot(page, 'exchange-rune-02-review');
  });

  it('swaps: the MsgDeposit lands on the THORChain node, is seen, and the payout lands on anvil', async () => {
    const review = page.getByRole('region', { name: 'Review' });
    const minOut = /Minimum received\s+([\d.]+) ETH/.exec(await review.innerText())![1]!;
    const memo = /(=:ETH\.ETH:\S+)/.exec(await review.innerText())![1]!;
    const before = await ethBalance(ETH0);
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 30_000 }).toBe('sent');
    // exactly one MsgDeposit from the wallet into Asgard, the memo in its message
    expect(thor.ledger.txs).toHaveLength(1);
    expect(thor.ledger.txs[0]).toMatchObject({
      code: 0,
      message: 'deposit',
      from: ME,
      to: ASGARD,
      amount: 25_00000000n,
      memo,
    });
    // the wallet paid the amount and THORChain's native fee, nothing more
    expect(thor.ledger.account(ME)!.balance).toBe(FUND - 25_00000000n - THORCHAIN_SPEC.nativeFee);

    const hash = page.getByTestId('payout-hash');
    await hash.waitFor({ timeout: 30_000 });
    const outHash = (await hash.textContent())!;
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [outHash]);
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(ETH0.toLowerCase());
    const received = (await ethBalance(ETH0)) - before;
    expect(received).toBeGreaterThanOrEqual(parseUnits(minOut, 18));
    const shown = /Paid out: ([\d.]+) ETH/.exec(await page.getByTestId('payout').innerText())![1]!;
    expect(parseUnits(shown, 18)).toBe(received);
    // the payout's transaction is the link (a button opening the explorer) beside it
    expect(await page.getByTestId('payout').getByRole('button', { name: outHash }).count()).toBe(1);
    await toast('Swap paid out').waitFor();
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-rune-03-paid-out');
    expect(pageErrors).toEqual([]);
  });
});
