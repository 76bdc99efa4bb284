/**
 * Exchange from Cosmos Hub end to end on the `local` profile (issue 29): ATOM → ETH through
 * THORChain. The Cosmos fixture node of test/cosmos (CometBFT JSON-RPC and the Hub's indexer, a
 * ledger that verifies each signature), anvil behind the Etherscan-style explorer, and the
 * THORNode stand-in, whose GAIA inbound address is a vault on the fixture node and whose
 * validators see the deposit in that node's ledger and pay out on anvil. Chromium imports the
 * abandon phrase, adds ATOM, swaps from the Exchange page (THORChain's quote, the review with the
 * inbound address and the memo, progress to the payout with its link), and the test checks the
 * deposit on the fixture ledger (exactly the amount, the memo, from the wallet to the vault) and
 * the payout on anvil; then the ATOM page lists the deposit going out. Last, an "exchange create"
 * order (the product backend's fixture, app.md §7) is paid to the exchange's one Cosmos account
 * with the order's memo, and pays out on anvil.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../shared/amount';
import { COSMOS_SPEC, startCosmosNode, type CosmosNode } from '../test/cosmos/cosmosNode';
import { startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { anvilPayer, cosmosObserver } from '../test/exchange/chainWatchers';
import {
  cosmosMemoDeposits,
  startExchangeBackend,
  type ExchangeBackend,
} from '../test/exchange/exchangeBackend';
import { ETH_POOL, GAIA_POOL, ethInbound, gaiaInbound } from '../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../test/exchange/thornodeServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { addCatalogueCoins, importPhrase, walletTitle } from './walletFlow';

/** the abandon phrase's first Cosmos Hub address (m/44'/118'/0'/0/0) */
const ME = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'; // the abandon phrase's first ETH address
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1: THORChain's ETH vault here
/** THORChain's GAIA vault on the fixture node: an address no key of the test holds */
const VAULT = 'cosmos1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3pahzj0';
/** the "exchange create" providers' one account on the fixture node: orders told apart by memo */
const EXCHANGE = 'cosmos1yg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zwqjy6c';
const FUND = 100_000_000n; // 100 ATOM in uatom

let hub: CosmosNode;
let anvil: Anvil;
let explorer: ExplorerServer;
let thornode: ThornodeStandIn;
let backend: ExchangeBackend;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const ethBalance = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));

beforeAll(async () => {
  [hub, anvil] = await Promise.all([startCosmosNode(COSMOS_SPEC), startAnvil({ chainId: 1 })]);
  hub.fund(ME, FUND);
  explorer = await startExplorerServer(anvil.url);
  thornode = await startThornodeStandIn({
    pools: [GAIA_POOL, ETH_POOL],
    // ETH's row for the outbound fee; no router: nothing is deposited on anvil here
    chains: [
      gaiaInbound(VAULT),
      ethInbound(PAYER.toLowerCase(), '0x2222222222222222222222222222222222222222'),
    ],
    observe: { GAIA: cosmosObserver(hub) },
    pay: { ETH: anvilPayer(anvil, PAYER) },
  });
  backend = await startExchangeBackend({
    deposits: cosmosMemoDeposits(hub, EXCHANGE),
    payEth: anvilPayer(anvil, PAYER),
    // with a backend the add-coin search is the backend's (spec §7): it lists the Hub's coin
    currencies: [{ chain_name: 'cosmos', symbol: 'ATOM', name: 'Cosmos Hub', decimals: 6 }],
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        cosmos: { cosmos: { rpcUrl: hub.url, indexerUrl: hub.url } },
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url },
        exchange: { thornodeUrl: thornode.url },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
      WALLET_BACKEND_URL: backend.base,
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
  await backend?.close();
  await explorer?.close();
  await hub?.close();
  await anvil?.stop();
}, 60_000);

describe('exchange: ATOM → ETH through THORChain, on the Cosmos fixture node and anvil', () => {
  it('imports the abandon phrase and adds ATOM; home shows its 100 ATOM', async () => {
    await page.goto(host.url);
    await importPhrase(page);
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await addCatalogueCoins(page, [{ symbol: 'ATOM', chain: 'Cosmos Hub' }]);
    const row = page.getByRole('link', { name: 'Open ATOM on Cosmos Hub' });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/(?<![\d.])100 ATOM/);
  });

  it('quotes ATOM → ETH in THORChain’s 1e8 units and reviews the deposit to the inbound address with its memo', async () => {
    await page.getByRole('link', { name: 'Exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange' }).waitFor();
    await page
      .getByLabel('From', { exact: true })
      .selectOption({ label: 'ATOM on Cosmos Hub · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'ETH on Ethereum' });
    await page.getByLabel('Amount (ATOM)').fill('25');
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    // 25 ATOM: 25 000 000 uatom on the Hub, 2 500 000 000 in THORChain's units
    await expect.poll(() => thornode.quotes.at(-1)?.get('amount'), { timeout: 20_000 }).toBe('2500000000');
    expect(thornode.quotes.at(-1)!.get('from_asset')).toBe('GAIA.ATOM');
    expect(thornode.quotes.at(-1)!.get('to_asset')).toBe('ETH.ETH');
    expect(thornode.quotes.at(-1)!.get('destination')).toBe(ETH0);
    await provider.waitFor({ timeout: 20_000 });
    expect(await provider.innerText()).toMatch(
      /You receive\s+≈ [\d.]+ ETH[\s\S]*Minimum received\s+[\d.]+ ETH[\s\S]*Network fee\s+[\d.]+ ATOM/,
    );
    expect(await page.getByText(`Pays out to ${ETH0}`).count()).toBe(1);
    await screenshot(page, 'exchange-atom-01-providers');

    await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    expect(
      await review.getByRole('list', { name: 'What you sign' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(["Send 25 ATOM to THORChain's inbound address, with the swap memo"]);
    const text = await review.innerText();
    expect(text).toMatch(/Deposit\s+25 ATOM/);
    // the GAIA inbound address the quote named, and the memo the signer will read
    expect(text).toContain(VAULT);
    expect(text).toMatch(new RegExp(`=:ETH\\.ETH:${ETH0}:\\d+`));
    expect(text).toMatch(
      new RegExp(
        `Memo says\\s+Swap to ETH\\.ETH, pay out to ${ETH0}, receive at least [\\d.]+ ETH or be refunded`,
      ),
    );
    expect(await review.getByTestId('quote-expiry').textContent()).toMatch(/^1[45]:\d\d$/);
    await screenshot(page, 'exchange-atom-02-review');
    expect(pageErrors).toEqual([]);
  });

  it('swaps: the Hub deposit lands on the fixture ledger, is seen, and the payout lands on anvil with its link', async () => {
    const review = page.getByRole('region', { name: 'Review' });
    const minOut = /Minimum received\s+([\d.]+) ETH/.exec(await review.innerText())![1]!;
    const memo = new RegExp(`(=:ETH\\.ETH:${ETH0}:\\d+)`).exec(await review.innerText())![1]!;
    const fee = /Network fee\s+([\d.]+) ATOM/.exec(await review.innerText())![1]!;
    const before = await ethBalance(ETH0);
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    // the progress, or the refusal's own words when the swap did not go through
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 30_000 }).toBe('sent');
    // exactly one bank send from the wallet to the vault: 25 ATOM, the memo as the Hub's memo
    expect(hub.ledger.txs).toHaveLength(1);
    const tx = hub.ledger.txs[0]!;
    expect(tx).toMatchObject({ code: 0, from: ME, to: VAULT, amount: 25_000_000n, denom: 'uatom', memo });
    // the wallet paid the amount and the network fee the review showed, nothing more
    expect(tx.fee).toBe(parseUnits(fee, 6));
    expect(hub.ledger.account(ME)!.balance).toBe(FUND - 25_000_000n - tx.fee);

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
    await toast('Swap paid out').waitFor();
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-atom-03-paid-out');

    // the payout's transaction is a link: it opens the Ethereum explorer at that transaction
    const link = page.getByTestId('payout').getByRole('button', { name: outHash });
    expect(await link.count()).toBe(1);
    await page
      .context()
      .route(/^https?:\/\/[^/]+\/tx\/0x/, (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>explorer</title>' }),
      );
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`/tx/${outHash}`);
    await popup.close();
    expect(pageErrors).toEqual([]);
  });

  it('the ATOM page lists the deposit going out, and the balance after it: amount and fee, nothing more', async () => {
    await page.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await page.getByRole('link', { name: 'Open ATOM on Cosmos Hub' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
    expect(await out.innerText()).toMatch(/(?<![\d.])25 ATOM/);
    const left = hub.ledger.account(ME)!.balance;
    await expect
      .poll(() => page.getByTestId('coin-balance').textContent(), { timeout: 20_000 })
      .toBe(`${formatUnits(left, 6)} ATOM`);
    await screenshot(page, 'exchange-atom-04-history');
    expect(pageErrors).toEqual([]);
  });

  it('exchange create with a memo: the order is paid to the exchange’s account with its memo, and pays out on anvil', async () => {
    await page.getByRole('link', { name: 'Exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange' }).waitFor();
    const again = page.getByRole('button', { name: 'New swap' });
    if (await again.count()) await again.click();
    await page
      .getByLabel('From', { exact: true })
      .selectOption({ label: 'ATOM on Cosmos Hub · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'ETH on Ethereum' });
    await page.getByLabel('Amount (ATOM)').fill('10');
    const zone = page.getByRole('listitem', { name: 'SwapZone' });
    await zone.waitFor({ timeout: 20_000 });
    await zone.getByRole('button', { name: 'Swap with SwapZone' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    expect(await review.innerText()).toMatch(/Deposit\s+10 ATOM/);
    const before = await ethBalance(ETH0);
    const paidBefore = hub.ledger.txs.length;
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 30_000 }).toBe('sent');
    const create = backend.asked.filter((a) => a.path === '/exchange/create').at(-1)!.body;
    expect(create).toMatchObject({
      rateType: 'fixed',
      refundAddress: ME,
      providerName: 'swapzone',
      amount: '10',
    });
    const order = [...backend.orders.values()].at(-1)!;
    expect(order.memo).toMatch(/^\d+$/);
    // exactly one bank send, to the exchange's account, of 10 ATOM, carrying the order's memo:
    // without it the exchange could not credit the deposit to the order
    const sent = hub.ledger.txs.slice(paidBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ code: 0, from: ME, to: EXCHANGE, amount: 10_000_000n, memo: order.memo });

    const hash = page.getByTestId('payout-hash');
    await hash.waitFor({ timeout: 30_000 });
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [
      await hash.textContent(),
    ]);
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(ETH0.toLowerCase());
    expect((await ethBalance(ETH0)) - before).toBe(parseUnits(order.amountTo, 18));
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-atom-05-exchange-create-memo');
    expect(pageErrors).toEqual([]);
  });
});
