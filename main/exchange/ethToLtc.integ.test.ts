/**
 * ETH → LTC through the real app: the EVM family builds THORChain's router deposit, the real
 * signer checks and signs it, anvil mines it, and the THORNode stand-in's validators see the
 * router's Deposit event and pay the wallet's own LTC address on litecoind regtest. Every call
 * goes through `app.dispatch` as the renderer makes it; the chains are the judges.
 */
import { Contract, Interface, toBeHex, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../test/evm/anvil';
import { artifacts, deployToken, fastProvider } from '../../test/evm/deploy';
import { deployThorRouter, observeRouterDeposits, routerDeposits } from '../../test/evm/thorRouter';
import { litecoindPayer } from '../../test/exchange/chainWatchers';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound, tokenPool } from '../../test/exchange/standInRows';
import { startEsploraServer, type EsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../test/utxo/litecoind';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createUtxoWalletFamily } from '../chains/utxo/walletFamily';
import { createHttp } from '../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ETH_VAULT = '0x4b61c2f47167282be172a653045824e8d96e9b0b';
const OTHER_VAULT = '0x1111111111111111111111111111111111111111';

let node: Litecoind;
let anvil: Anvil;
let esplora: EsploraServer;
let thornode: ThornodeStandIn;
let router: string;
let t: TestApp;
let token: string;
/** the app's tx.status events: every step of a swap goes through the pending list */
const statuses: { hash: string; kind: string; status: string }[] = [];
const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);
const { call, fails } = dispatcher(() => t.app.dispatch);
const form = (over: Record<string, unknown> = {}) => ({
  coinId: 'ethereum:native',
  toAsset: 'litecoin:native',
  amount: '0.1',
  ...over,
});
const nonce = async () => Number(await anvil.rpc<string>('eth_getTransactionCount', [ETH0, 'latest']));

beforeAll(async () => {
  [node, anvil] = await Promise.all([startLitecoind(), startAnvil({ chainId: 1 })]);
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  router = await deployThorRouter(anvil);
  await anvil.rpc('anvil_setBalance', [ETH0, toBeHex(10n ** 18n)]);
  token = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 15n, 3);
  const deployer = new Wallet(ANVIL_KEYS[3]!, fastProvider(anvil.url));
  const t0 = new Contract(token, artifacts.contracts.TestToken.abi, deployer);
  await (await t0.getFunction('transfer')(ETH0, 5_000n * 10n ** 6n)).wait();
  deployer.provider!.destroy();
  const ltcVault = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL, ETH_POOL, tokenPool(token)],
    chains: [ltcInbound(ltcVault), ethInbound(ETH_VAULT, router)],
    observe: {
      ETH: observeRouterDeposits(anvil, router, (a) => (a.toLowerCase() === token.toLowerCase() ? 6 : 18)),
    },
    pay: { LTC: litecoindPayer(node) },
  });
  const http = createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 });
  const utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http,
  });
  const evm = createEvmWalletFamily({ network: 'local', local: { rpcUrl: anvil.url }, http });
  t = await startTestApp({ families: { utxo, evm }, exchange: { thornodeUrl: thornode.url } });
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as (typeof statuses)[number]);
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await thornode?.close();
  await esplora?.close();
  await Promise.all([node?.stop(), anvil?.stop()]);
}, 60_000);

describe('ETH → LTC through the app, the real signer, anvil, litecoind and the THORNode stand-in', () => {
  it('offers ETH as a coin to swap from, now that the EVM family builds the deposit', async () => {
    const a = await call('exchange.assets', {});
    expect(a.from.map((f) => f.coinId)).toEqual(
      expect.arrayContaining(['ethereum:native', 'litecoin:native']),
    );
  });

  it('quotes to the wallet’s own LTC address through the router, the fee in ETH', async () => {
    const q = await call('exchange.quote', form());
    expect(q.destination).toBe(RECEIVE_0);
    const p = q.availableProviders[0]!;
    expect(p).toMatchObject({ provider: 'thorchain', amountIn: '0.1', networkFeeSymbol: 'ETH' });
    expect(p.router?.toLowerCase()).toBe(router.toLowerCase());
    expect(p.depositAddress.toLowerCase()).toBe(ETH_VAULT);
    expect(p.memo).toMatch(new RegExp(`^=:LTC\\.LTC:${RECEIVE_0}:\\d+$`));
    expect(Number(p.networkFee)).toBeGreaterThan(0);
  });

  it('refuses a vault THORChain moved after the quote, before anything is signed', async () => {
    const q = (await call('exchange.quote', form())).availableProviders[0]!;
    thornode.setChain('ETH', { address: OTHER_VAULT });
    try {
      const e = await fails('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
      expect(e.message).toBe('THORChain has moved its vault since the quote; ask for a new one');
    } finally {
      thornode.setChain('ETH', { address: ETH_VAULT });
    }
    expect(await nonce()).toBe(0);
  });

  it('pays the quoted deposit through the router and sees the LTC payout on litecoind', async () => {
    const q = (await call('exchange.quote', form())).availableProviders[0]!;
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    // the router saw exactly the quoted deposit from the wallet
    const deposits = await routerDeposits(anvil, router);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      vault: expect.stringMatching(new RegExp(ETH_VAULT, 'i')),
      asset: '0x0000000000000000000000000000000000000000',
      amount: 10n ** 17n,
      memo: q.memo,
      txHash: r.hash,
    });

    // anvil mined it: the stand-in's validators count it confirmed and pay out in LTC
    let s = await call('exchange.status', { hash: r.hash });
    for (let i = 0; i < 20 && s.stage !== 'completed'; i++) {
      await new Promise((res) => setTimeout(res, 250));
      s = await call('exchange.status', { hash: r.hash });
    }
    expect(s).toMatchObject({ stage: 'completed', outChainName: 'litecoin', outSymbol: 'LTC' });
    expect(s.outAmount).toBe(q.expectedOut);
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [s.outHash, true]);
    const paid = tx.vout.find((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === RECEIVE_0);
    expect(paid?.value.toFixed(8)).toBe(Number(q.expectedOut).toFixed(8));
  });

  it('ERC-20 → LTC: approves the router for exactly the amount, deposits it, both pending; the payout lands', async () => {
    const coinId = (await call('coins.addToken', { chainName: 'ethereum', contractAddress: token })).coinId;
    expect((await call('exchange.assets', {})).from.map((f) => f.coinId)).toContain(coinId);
    const q = (await call('exchange.quote', form({ coinId, amount: '1234.5' }))).availableProviders[0]!;
    expect(q).toMatchObject({ provider: 'thorchain', amountIn: '1234.5', fromSymbol: 'TUSD' });
    expect(q.router?.toLowerCase()).toBe(router.toLowerCase());
    const before = await nonce();
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    const amount = 1_234_500_000n;

    // two transactions at consecutive nonces, each 'submitted' as it entered the pending list:
    // approve(router, exactly the amount), then the deposit
    expect(await nonce()).toBe(before + 2);
    const submitted = statuses.filter((s) => s.status === 'submitted').slice(-2);
    expect(submitted.map((s) => s.kind)).toEqual(['tokenApprove', 'swapDeposit']);
    expect(submitted[1]!.hash).toBe(r.hash);
    const approveTx = await anvil.rpc<{ to: string; input: string; nonce: string }>(
      'eth_getTransactionByHash',
      [submitted[0]!.hash],
    );
    expect(approveTx.to.toLowerCase()).toBe(token.toLowerCase());
    expect(Number(approveTx.nonce)).toBe(before);
    const approveCall = ERC20.parseTransaction({ data: approveTx.input })!;
    expect(approveCall.name).toBe('approve');
    expect(String(approveCall.args[0]).toLowerCase()).toBe(router.toLowerCase());
    expect(approveCall.args[1]).toBe(amount);

    // the router holds exactly the amount for the vault; the approval is used up
    const provider = fastProvider(anvil.url);
    const t = new Contract(token, ERC20, provider);
    try {
      expect(BigInt(await t.getFunction('balanceOf')(router))).toBe(amount);
      expect(BigInt(await t.getFunction('allowance')(ETH0, router))).toBe(0n);
    } finally {
      provider.destroy();
    }
    const deposit = (await routerDeposits(anvil, router)).at(-1)!;
    expect(deposit).toMatchObject({
      asset: expect.stringMatching(new RegExp(token, 'i')),
      amount,
      memo: q.memo,
    });

    let s = await call('exchange.status', { hash: r.hash });
    for (let i = 0; i < 20 && s.stage !== 'completed'; i++) {
      await new Promise((res) => setTimeout(res, 250));
      s = await call('exchange.status', { hash: r.hash });
    }
    expect(s).toMatchObject({ stage: 'completed', outChainName: 'litecoin', outSymbol: 'LTC' });
    expect(s.outAmount).toBe(q.expectedOut);
  }, 60_000);
});
