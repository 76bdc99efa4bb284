/**
 * Exchange end to end on the `local` profile: LTC → ETH through THORChain. litecoind (regtest)
 * behind the Esplora-compatible server, anvil behind the Etherscan-style explorer, and the
 * THORNode stand-in, whose validators see the deposit on litecoind and pay the destination on
 * anvil. Chromium imports the abandon phrase, swaps from the Exchange page (quote 800 ms after
 * typing, providers, review with memo and inbound address, progress), and the test checks the
 * deposit on litecoind and the payout on anvil. A bad custom address, or a name ENS on anvil does
 * not resolve, shows the spec's words and toast; carol.eth, registered in the ENS contracts on
 * anvil, is shown resolved and the swap pays out to her address; a quote that expires under
 * review is asked for again. Then ETH → LTC: the deposit goes
 * through the THORChain router stand-in on anvil, whose Deposit event the validators see, and
 * the payout lands on litecoind. Last, an ERC-20 (TUSD, added by its contract) → LTC: the router
 * is approved for exactly the amount, the deposit takes the next nonce, and the payout lands.
 * And the spec's "exchange create" through the product backend fixture: each of its offers beside
 * THORChain's, sorted by what the user receives; the order is placed with the wallet's own
 * refund address, the deposit pays the order's address on litecoind and the payout lands on anvil.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../shared/amount';
import { startCoinGeckoServer, type CoinGeckoServer } from '../main/prices/fixtures/coingeckoServer';
import { Contract, Interface, Wallet, getAddress } from 'ethers';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { artifacts, deployToken, fastProvider } from '../test/evm/deploy';
import { deployEns } from '../test/evm/ens';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { deployThorRouter, observeRouterDeposits, routerDeposits } from '../test/evm/thorRouter';
import { anvilPayer, litecoindObserver, litecoindPayer } from '../test/exchange/chainWatchers';
import { startThornodeStandIn, type ThornodeStandIn } from '../test/exchange/thornodeServer';
import {
  litecoindDeposits,
  startExchangeBackend,
  type ExchangeBackend,
} from '../test/exchange/exchangeBackend';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound, tokenPool } from '../test/exchange/standInRows';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'; // the abandon phrase's first ETH address
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1: THORChain's ETH vault here
/** carol.eth on the anvil ENS: an address no key of the test holds, so its balance is the payout alone */
const CAROL = getAddress('0x00000000000000000000000000000000ca401ca4');
const require = createRequire(import.meta.url);
const AXE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

let node: Litecoind;
let anvil: Anvil;
let esplora: EsploraServer;
let explorer: ExplorerServer;
let thornode: ThornodeStandIn;
let backend: ExchangeBackend;
let gecko: CoinGeckoServer;
let vault: string;
let router: string;
let token: string;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const ethBalance = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));

async function axeFindings(p: Page): Promise<string[]> {
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    type Result = { violations: { id: string; impact?: string }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

beforeAll(async () => {
  [node, anvil] = await Promise.all([startLitecoind(), startAnvil({ chainId: 1 })]);
  await node.mine(101);
  [esplora, explorer] = await Promise.all([startEsploraServer(node.rpc), startExplorerServer(anvil.url)]);
  vault = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  router = await deployThorRouter(anvil);
  token = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 15n, 3);
  const deployer = new Wallet(ANVIL_KEYS[3]!, fastProvider(anvil.url));
  const t0 = new Contract(token, artifacts.contracts.TestToken.abi, deployer);
  await (await t0.getFunction('transfer')(ETH0, 5_000n * 10n ** 6n)).wait();
  deployer.provider!.destroy();
  const ens = await deployEns(anvil, 0); // a key no other deployer here counts nonces for
  await ens.register('carol.eth', { address: CAROL });
  ens.close();
  // the wallet's first receive address is known: fund it before the import reads it
  await node.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
  await node.mine(1);
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL, ETH_POOL, tokenPool(token)],
    chains: [ltcInbound(vault), ethInbound(PAYER.toLowerCase(), router)],
    observe: {
      LTC: litecoindObserver(node),
      ETH: observeRouterDeposits(anvil, router, (a) => (a.toLowerCase() === token.toLowerCase() ? 6 : 18)),
    },
    pay: { ETH: anvilPayer(anvil, PAYER), LTC: litecoindPayer(node) },
  });
  backend = await startExchangeBackend({
    deposits: litecoindDeposits(node),
    payEth: anvilPayer(anvil, PAYER),
  });
  gecko = await startCoinGeckoServer({ coins: { litecoin: { symbol: 'ltc', prices: { usd: '80' } } } });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        utxo: { litecoin: { esploraUrl: esplora.url } },
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url, ens: { registry: ens.registry } },
        exchange: { thornodeUrl: thornode.url },
        prices: { coingeckoUrl: gecko.url },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '1000',
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
  await gecko?.close();
  await esplora?.close();
  await explorer?.close();
  await Promise.all([node?.stop(), anvil?.stop()]);
}, 60_000);

describe('exchange: LTC → ETH and back through THORChain on litecoind and anvil', () => {
  it('imports the abandon phrase; home shows its funded LTC', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    const row = page.getByRole('link', { name: 'Open LTC on Litecoin' });
    await expect.poll(() => row.locator('.balance-amount').textContent(), { timeout: 30_000 }).toBe('1 LTC');
  });

  it('quotes 800 ms after typing and lists THORChain with what the user receives', async () => {
    await page.getByRole('link', { name: 'Exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange' }).waitFor();
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'LTC on Litecoin · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'ETH on Ethereum' });
    const asked = thornode.quotes.length;
    await page.getByLabel('Amount (LTC)').pressSequentially('0.5', { delay: 50 });
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    await provider.waitFor({ timeout: 20_000 });
    // one quote for the settled amount, none for the keystrokes on the way
    expect(thornode.quotes.length - asked).toBe(1);
    expect(thornode.quotes.at(-1)!.get('amount')).toBe('50000000');
    expect(await provider.innerText()).toMatch(
      /You receive\s+≈ [\d.]+ ETH[\s\S]*Minimum received[\s\S]*Network fee\s+[\d.]+ LTC/,
    );
    expect(await page.getByText(`Pays out to ${ETH0}`).count()).toBe(1);
    // the slider follows the typed amount (0.5 of the 1 LTC held), and sets a share when moved
    await page.getByText('Share of balance: 50%').waitFor({ timeout: 5_000 });
    await page.getByLabel(/Share of balance/).fill('25');
    expect(await page.getByLabel('Amount (LTC)').inputValue()).toBe('0.25');
    await page.getByLabel(/Share of balance/).fill('50');
    expect(await page.getByLabel('Amount (LTC)').inputValue()).toBe('0.5');
    // fiatPay: the amount's value at the local currency's price (80 USD per LTC)
    await expect
      .poll(() => page.getByTestId('fiat-pay').textContent(), { timeout: 20_000 })
      .toBe('You pay ≈ $40.00');
    await screenshot(page, 'exchange-01-providers');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('a bad custom address, or a name ENS does not resolve, shows the spec’s words and its error toast', async () => {
    const dismiss = () =>
      toast('Invalid custom address')
        .getByRole('button')
        .first()
        .click()
        .catch(() => undefined);
    await page.getByLabel('Send to another address').check();
    const field = page.getByLabel('Destination address or name');
    await field.fill('not-an-address');
    await page.getByText('Invalid Custom Address', { exact: true }).waitFor({ timeout: 20_000 });
    await toast('Invalid custom address').waitFor();
    expect(await page.getByRole('listitem', { name: 'THORChain' }).count()).toBe(0);
    await screenshot(page, 'exchange-02-invalid-custom-address');
    expect(await axeFindings(page)).toEqual([]);
    await dismiss();
    // a well-formed name that the ENS registry on anvil does not know
    await field.fill('nobody.eth');
    await toast(/nobody\.eth is not an address or a name/).waitFor({ timeout: 20_000 });
    await page.getByText('Invalid Custom Address', { exact: true }).waitFor();
    expect(await page.getByRole('listitem', { name: 'THORChain' }).count()).toBe(0);
    await dismiss();
  });

  it('a custom destination by name: carol.eth is shown resolved and quoted to her address', async () => {
    const asked = thornode.quotes.length;
    await page.getByLabel('Destination address or name').fill('carol.eth');
    await page.getByText(`Pays out to ${CAROL} (carol.eth)`).waitFor({ timeout: 20_000 });
    await page.getByRole('listitem', { name: 'THORChain' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Invalid Custom Address', { exact: true }).count()).toBe(0);
    // THORChain is asked for the resolved address, never the name
    expect(thornode.quotes.length).toBeGreaterThan(asked);
    expect(thornode.quotes.at(-1)!.get('destination')).toBe(CAROL);
    await screenshot(page, 'exchange-02b-custom-name-resolved');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('a quote that expires under review is asked for again', async () => {
    thornode.setQuoteTtl(5);
    await page.getByLabel('Amount (LTC)').fill('0.4');
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    await expect.poll(() => thornode.quotes.at(-1)?.get('amount'), { timeout: 20_000 }).toBe('40000000');
    await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    thornode.setQuoteTtl(900);
    const asked = thornode.quotes.length;
    await review.getByText('The quote expired; this is a new one').waitFor({ timeout: 20_000 });
    expect(thornode.quotes.length).toBe(asked + 1);
    expect(await review.getByTestId('quote-expiry').textContent()).toMatch(/^1[45]:\d\d$/);
    const text = await review.innerText();
    expect(text).toContain(vault);
    expect(text).toMatch(/Deposit\s+0\.4 LTC/);
    expect(text).toContain(`=:ETH.ETH:${CAROL}:`);
    expect(text).toMatch(
      new RegExp(
        `Memo says\\s+Swap to ETH\\.ETH, pay out to ${CAROL}, receive at least [\\d.]+ ETH or be refunded`,
      ),
    );
    expect(await review.getByTestId('swap-destination').textContent()).toBe(`carol.eth → ${CAROL}`);
    expect(
      await review.getByRole('list', { name: 'What you sign' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(["Send 0.4 LTC to THORChain's inbound address, with the swap memo"]);
    await screenshot(page, 'exchange-03-review-requoted');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('swaps: the deposit lands on litecoind, is seen, and the payout lands on anvil at carol.eth', async () => {
    const review = page.getByRole('region', { name: 'Review' });
    const minOut = /Minimum received\s+([\d.]+) ETH/.exec(await review.innerText())![1]!;
    const before = await ethBalance(CAROL);
    const ownBefore = await ethBalance(ETH0);
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    // the progress, or the refusal's own words when the swap did not go through
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 20_000 }).toBe('sent');
    const pool = await node.rpc<string[]>('getrawmempool');
    expect(pool).toHaveLength(1);
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[]; type: string } }[];
    }>('getrawtransaction', [pool[0], true]);
    const paid = tx.vout[0]!.scriptPubKey;
    expect(paid.address ?? paid.addresses?.[0]).toBe(vault);
    expect(tx.vout[0]!.value).toBe(0.4);
    expect(tx.vout.some((o) => o.scriptPubKey.type === 'nulldata')).toBe(true);
    await toast('THORChain has seen the deposit').waitFor({ timeout: 20_000 });
    await screenshot(page, 'exchange-04-observed');

    await node.mine(1);
    const hash = page.getByTestId('payout-hash');
    await hash.waitFor({ timeout: 30_000 });
    const outHash = (await hash.textContent())!;
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [outHash]);
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(CAROL.toLowerCase());
    const received = (await ethBalance(CAROL)) - before;
    expect(await ethBalance(ETH0)).toBe(ownBefore);
    expect(received).toBeGreaterThanOrEqual(parseUnits(minOut, 18));
    const shown = /Paid out: ([\d.]+) ETH/.exec(await page.getByTestId('payout').innerText())![1]!;
    expect(parseUnits(shown, 18)).toBe(received);
    await toast('Swap paid out').waitFor();
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-05-paid-out');
    expect(await axeFindings(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('swaps ETH back to LTC: the deposit goes through the router on anvil, the payout lands on litecoind', async () => {
    await anvil.rpc('anvil_setBalance', [ETH0, `0x${(10n ** 18n).toString(16)}`]);
    await page.getByRole('button', { name: 'New swap' }).click();
    // back to the wallet's own addresses: carol.eth is a name on Ethereum only
    await page.getByLabel('Send to another address').uncheck();
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'ETH on Ethereum · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'LTC on Litecoin' });
    await page.getByLabel('Amount (ETH)').fill('0.1');
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    await expect.poll(() => thornode.quotes.at(-1)?.get('amount'), { timeout: 20_000 }).toBe('10000000');
    // the card appears only with the quote of this form, never the last swap's (LTC → ETH)
    await provider.waitFor({ timeout: 20_000 });
    expect(await provider.innerText()).toMatch(/You receive\s+≈ [\d.]+ LTC[\s\S]*Network fee\s+[\d.]+ ETH/);
    const dest = /Pays out to (\S+)/.exec(
      await page
        .getByText(/^Pays out to /)
        .first()
        .innerText(),
    )![1]!;
    await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    const text = await review.innerText();
    expect(text).toMatch(/Deposit\s+0\.1 ETH/);
    expect(text).toContain(`=:LTC.LTC:${dest}:`);
    expect(
      await review.getByRole('list', { name: 'What you sign' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(["Deposit 0.1 ETH through THORChain's router into its vault, with the swap memo"]);
    await screenshot(page, 'exchange-06-eth-review');
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 20_000 }).toBe('sent');
    const deposits = await routerDeposits(anvil, router);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]!.amount).toBe(10n ** 17n);
    expect(deposits[0]!.vault.toLowerCase()).toBe(PAYER.toLowerCase());

    const hash = page.getByTestId('payout-hash');
    await hash.waitFor({ timeout: 30_000 });
    const outHash = (await hash.textContent())!;
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [outHash, true]);
    const shown = /Paid out: ([\d.]+) LTC/.exec(await page.getByTestId('payout').innerText())![1]!;
    const paid = tx.vout.find((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === dest);
    expect(paid?.value.toFixed(8)).toBe(Number(shown).toFixed(8));
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-07-eth-paid-out');
    expect(pageErrors).toEqual([]);
  });

  it('swaps an ERC-20 to LTC: exactly the amount approved, then the deposit; the payout lands', async () => {
    await page.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByLabel('Contract address').fill(token.toLowerCase());
    await expect
      .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
      .toBe('Test Dollar (TUSD), 6 decimals');
    await page.getByRole('button', { name: 'Add token' }).click();
    await toast('TUSD added').waitFor();

    // back on the Exchange page: a new form, the last swap's progress left behind
    await page.getByRole('link', { name: 'Exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange' }).waitFor();
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'TUSD on Ethereum · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'LTC on Litecoin' });
    await page.getByLabel('Amount (TUSD)').fill('1234.5');
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    await expect
      .poll(() => thornode.quotes.at(-1)?.get('from_asset'), { timeout: 20_000 })
      .toBe(`ETH.TUSD-${token.toUpperCase()}`);
    await provider.waitFor({ timeout: 20_000 });
    expect(await provider.innerText()).toMatch(/You receive\s+≈ [\d.]+ LTC[\s\S]*Network fee\s+[\d.]+ ETH/);
    await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    expect(await review.innerText()).toMatch(/Deposit\s+1234\.5 TUSD/);
    // the review says both transactions in words before either is signed
    expect(
      await review.getByRole('list', { name: 'What you sign' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([
      "Approve THORChain's router to take exactly 1234.5 TUSD, no more",
      "Deposit 1234.5 TUSD through THORChain's router into its vault, with the swap memo",
    ]);
    await screenshot(page, 'exchange-08-token-review');
    const nonce = async () => Number(await anvil.rpc<string>('eth_getTransactionCount', [ETH0, 'latest']));
    const before = await nonce();
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 20_000 }).toBe('sent');

    // two transactions: approve(router, 1234.5 TUSD) and the router deposit at the next nonce
    await expect.poll(nonce, { timeout: 20_000 }).toBe(before + 2);
    const APPROVAL = new Interface([
      'event Approval(address indexed owner, address indexed spender, uint256 value)',
    ]);
    const logs = await anvil.rpc<{ topics: string[]; data: string }[]>('eth_getLogs', [
      {
        address: token,
        topics: [APPROVAL.getEvent('Approval')!.topicHash],
        fromBlock: '0x0',
        toBlock: 'latest',
      },
    ]);
    // the token's one Approval: the router, for exactly the amount
    expect(logs).toHaveLength(1);
    const approval = APPROVAL.parseLog(logs[0]!)!;
    expect(String(approval.args[0]).toLowerCase()).toBe(ETH0.toLowerCase());
    expect(String(approval.args[1]).toLowerCase()).toBe(router.toLowerCase());
    expect(approval.args[2]).toBe(1_234_500_000n);
    const deposit = (await routerDeposits(anvil, router)).at(-1)!;
    expect(deposit.asset.toLowerCase()).toBe(token.toLowerCase());
    expect(deposit.amount).toBe(1_234_500_000n);
    const rpc = fastProvider(anvil.url);
    try {
      const erc20 = new Contract(token, artifacts.contracts.TestToken.abi, rpc);
      // the approval was exactly the deposit: nothing is left for the router to take
      expect(BigInt(await erc20.getFunction('allowance')(ETH0, router))).toBe(0n);
    } finally {
      rpc.destroy();
    }

    const hash = page.getByTestId('payout-hash');
    await hash.waitFor({ timeout: 30_000 });
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [(await hash.textContent())!, true]);
    const shown = /Paid out: ([\d.]+) LTC/.exec(await page.getByTestId('payout').innerText())![1]!;
    expect(tx.vout.some((o) => o.value.toFixed(8) === Number(shown).toFixed(8))).toBe(true);
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-09-token-paid-out');
    expect(pageErrors).toEqual([]);
  });

  it('exchange create: every backend offer beside THORChain’s, the order’s deposit on litecoind, the payout on anvil', async () => {
    await page.getByRole('button', { name: 'New swap' }).click();
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'LTC on Litecoin · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'ETH on Ethereum' });
    await page.getByLabel('Amount (LTC)').fill('0.2');
    const zone = page.getByRole('listitem', { name: 'SwapZone' });
    await zone.waitFor({ timeout: 20_000 });
    await page.getByRole('listitem', { name: 'THORChain' }).waitFor({ timeout: 20_000 });
    await page.getByRole('listitem', { name: 'FixedFloat' }).waitFor({ timeout: 20_000 });
    // every offer side by side, the most received first (the backend answered FixedFloat first):
    // SwapZone's fixed 0.01004 ETH, then the others by their own amounts
    const cards = await page
      .getByRole('region', { name: 'Providers' })
      .locator('li[aria-label]')
      .evaluateAll((els) =>
        els.map((e) => ({
          name: e.getAttribute('aria-label'),
          out: e.querySelector('[data-testid="expected-out"]')?.textContent ?? '',
        })),
      );
    expect(cards.map((c) => c.name).sort()).toEqual(['FixedFloat', 'SwapZone', 'THORChain']);
    expect(cards[0]!.name).toBe('SwapZone');
    const outs = cards.map((c) => parseUnits(/[\d.]+/.exec(c.out)![0], 18));
    expect([...outs].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(outs);
    expect(cards.find((c) => c.name === 'FixedFloat')!.out).toBe('≈ 0.0098 ETH');
    expect(await zone.innerText()).toMatch(/You receive\s+≈ 0\.01004 ETH/);
    await screenshot(page, 'exchange-10-two-providers');
    await zone.getByRole('button', { name: 'Swap with SwapZone' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    expect(await review.innerText()).toMatch(/Deposit\s+0\.2 LTC/);
    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 20_000 }).toBe('sent');
    const create = backend.asked.filter((a) => a.path === '/exchange/create').at(-1)!.body;
    expect(create).toMatchObject({
      rateType: 'fixed',
      refundAddress: RECEIVE_0,
      providerName: 'swapzone',
      amount: '0.2',
    });
    const order = [...backend.orders.values()].at(-1)!;
    // the mempool also holds the earlier swaps' LTC payouts: one output pays the order's address
    const pool = await node.rpc<string[]>('getrawmempool');
    const paid: number[] = [];
    for (const id of pool) {
      const tx = await node.rpc<{
        vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
      }>('getrawtransaction', [id, true]);
      for (const o of tx.vout)
        if ((o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === order.depositAddress)
          paid.push(o.value);
    }
    expect(paid).toEqual([0.2]);

    await node.mine(1);
    const hash = page.getByTestId('payout-hash');
    await hash.waitFor({ timeout: 30_000 });
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [
      await hash.textContent(),
    ]);
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(ETH0.toLowerCase());
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor();
    await screenshot(page, 'exchange-11-exchange-create-paid-out');
    expect(pageErrors).toEqual([]);
  });
});
