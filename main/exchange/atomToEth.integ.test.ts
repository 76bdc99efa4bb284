/**
 * ATOM → ETH through the real app (issue 29): the Cosmos family builds the Hub deposit (a bank
 * MsgSend of exactly the quoted ATOM to THORChain's GAIA inbound address, the swap memo as the
 * transaction's memo), the real signer reads the memo and holds it to the approved swap, the
 * Cosmos fixture node verifies the signature and moves the coins, and the THORNode stand-in's
 * validators see the deposit in that node's ledger and pay the wallet's own ETH address on
 * anvil. Every call goes through `app.dispatch` as the renderer makes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { COSMOS_SPEC, startCosmosNode, type CosmosNode } from '../../test/cosmos/cosmosNode';
import { dispatcher } from '../../test/dispatch';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { anvilPayer, cosmosObserver } from '../../test/exchange/chainWatchers';
import { ETH_POOL, GAIA_POOL, ethInbound, gaiaInbound } from '../../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { createCosmosWalletFamily } from '../chains/cosmos/walletFamily';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createHttp } from '../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** the abandon phrase's first Cosmos Hub address (m/44'/118'/0'/0/0) */
const ME = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1: THORChain's ETH vault here
/** THORChain's GAIA vault on the fixture node: an address no key of the test holds */
const VAULT = 'cosmos1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3pahzj0';

let node: CosmosNode;
let anvil: Anvil;
let thornode: ThornodeStandIn;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const form = (over: Record<string, unknown> = {}) => ({
  coinId: 'cosmos:native',
  toAsset: 'ethereum:native',
  amount: '25',
  ...over,
});
const ethBalance = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));

beforeAll(async () => {
  [node, anvil] = await Promise.all([startCosmosNode(COSMOS_SPEC), startAnvil({ chainId: 1 })]);
  node.fund(ME, 100_000_000n); // 100 ATOM
  thornode = await startThornodeStandIn({
    pools: [GAIA_POOL, ETH_POOL],
    // ETH's row for the outbound fee; no router: nothing is deposited on anvil here
    chains: [
      gaiaInbound(VAULT),
      ethInbound(PAYER.toLowerCase(), '0x2222222222222222222222222222222222222222'),
    ],
    observe: { GAIA: cosmosObserver(node) },
    pay: { ETH: anvilPayer(anvil, PAYER) },
  });
  const http = createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 });
  const cosmos = createCosmosWalletFamily({
    network: 'local',
    local: { cosmos: { rpcUrl: node.url } },
    http,
  });
  const evm = createEvmWalletFamily({ network: 'local', local: { rpcUrl: anvil.url }, http });
  t = await startTestApp({ families: { cosmos, evm }, exchange: { thornodeUrl: thornode.url } });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  const coins = await call('coins.list', {});
  if (!coins.coins.find((c) => c.id === 'cosmos:native')?.selected)
    await call('coins.toggle', { id: 'cosmos:native' });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await thornode?.close();
  await node?.close();
  await anvil?.stop();
}, 60_000);

describe('ATOM → ETH through the app, the real signer, the Cosmos fixture node, anvil and the THORNode stand-in', () => {
  it('offers ATOM as a coin to swap from, now that the Cosmos family builds the deposit', async () => {
    const a = await call('exchange.assets', {});
    expect(a.from.map((f) => f.coinId)).toContain('cosmos:native');
  });

  it('quotes GAIA.ATOM in 1e8 units: the inbound address, the memo, the fee in ATOM', async () => {
    const q = await call('exchange.quote', form());
    expect(q.destination).toBe(ETH0);
    expect(thornode.quotes.at(-1)!.get('from_asset')).toBe('GAIA.ATOM');
    // 25 ATOM: 25 000 000 uatom on the Hub, 2 500 000 000 in THORChain's units
    expect(thornode.quotes.at(-1)!.get('amount')).toBe('2500000000');
    const p = q.availableProviders[0]!;
    expect(p).toMatchObject({
      provider: 'thorchain',
      amountIn: '25',
      fromSymbol: 'ATOM',
      depositAddress: VAULT,
      networkFeeSymbol: 'ATOM',
    });
    expect(p.router).toBeUndefined();
    expect(p.steps).toEqual(["Send 25 ATOM to THORChain's inbound address, with the swap memo"]);
    expect(p.memo).toMatch(new RegExp(`^=:ETH\\.ETH:${ETH0}:\\d+$`));
    expect(Number(p.networkFee)).toBeGreaterThan(0);
  });

  it('refuses a halted GAIA chain in its own words, before anything is signed', async () => {
    thornode.setChain('GAIA', { halted: true });
    try {
      const e = await fails('exchange.quote', form());
      expect(e.message).toMatch(/halted|paused/i);
    } finally {
      thornode.setChain('GAIA', { halted: false });
    }
    expect(node.ledger.txs).toHaveLength(0);
  });

  it('pays the quoted deposit on the Hub and sees the ETH payout on anvil', async () => {
    const q = (await call('exchange.quote', form())).availableProviders[0]!;
    const before = await ethBalance(ETH0);
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    // the node holds exactly the deposit: one bank send from the wallet to the vault, the memo
    expect(node.ledger.txs).toHaveLength(1);
    expect(node.ledger.txs[0]).toMatchObject({
      code: 0,
      from: ME,
      to: VAULT,
      amount: 25_000_000n,
      denom: 'uatom',
      memo: q.memo,
    });
    expect(node.ledger.txs[0]!.hash.toLowerCase()).toBe(r.hash.toLowerCase());

    let s = await call('exchange.status', { hash: r.hash });
    for (let i = 0; i < 20 && s.stage !== 'completed'; i++) {
      await new Promise((res) => setTimeout(res, 250));
      s = await call('exchange.status', { hash: r.hash });
    }
    expect(s).toMatchObject({ stage: 'completed', outChainName: 'ethereum', outSymbol: 'ETH' });
    expect(s.outAmount).toBe(q.expectedOut);
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [s.outHash]);
    expect(receipt).toMatchObject({ status: '0x1', to: ETH0.toLowerCase() });
    expect((await ethBalance(ETH0)) - before).toBe(
      BigInt(Math.round(Number(q.expectedOut) * 1e8)) * 10n ** 10n,
    );
  });

  it('refuses an ATOM amount under THORChain’s recommended minimum, nothing signed', async () => {
    // the GAIA row recommends at least 1 ATOM
    const e = await fails('exchange.quote', form({ amount: '0.5' }));
    expect(e.message).toBe("The amount is below THORChain's recommended minimum of 1");
    expect(node.ledger.txs).toHaveLength(1);
  });
});
