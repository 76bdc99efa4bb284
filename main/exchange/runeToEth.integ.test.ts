/**
 * RUNE → ETH through the real app (issue 29): THORNode's quote for native RUNE names no inbound
 * address (a MsgDeposit goes into THORChain itself), the Cosmos family builds THORChain's
 * MsgDeposit of exactly the quoted RUNE with the swap memo in the message, the real signer
 * process holds it to the approved swap (signer/chains/cosmos/checkThorDeposit.ts), the fixture
 * THORChain node verifies the signature and takes the RUNE and its native fee into Asgard, and
 * the THORNode stand-in's validators see the MsgDeposit in that node's ledger and pay the
 * wallet's own ETH address on anvil. Every call goes through `app.dispatch` as the renderer
 * makes it.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../../shared/chains/cosmos/validate';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../../test/cosmos/cosmosNode';
import { ASGARD } from '../../test/cosmos/midgard';
import { dispatcher } from '../../test/dispatch';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { anvilPayer, thorDepositObserver } from '../../test/exchange/chainWatchers';
import { ETH_POOL, ethInbound } from '../../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { createCosmosWalletFamily } from '../chains/cosmos/walletFamily';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createHttp } from '../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** the abandon phrase's first THORChain address (m/44'/931'/0'/0/0) */
const ME = cosmosAddressFromPublicKey(
  'thorchain',
  HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/44'/931'/0'/0/0").publicKey!,
);
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1: THORChain's ETH vault here
const NATIVE_FEE = THORCHAIN_SPEC.nativeFee; // 0.02 RUNE

let node: CosmosNode;
let anvil: Anvil;
let thornode: ThornodeStandIn;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const form = (over: Record<string, unknown> = {}) => ({
  coinId: 'thorchain:native',
  toAsset: 'ethereum:native',
  amount: '25',
  ...over,
});
const ethBalance = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));
const runeBalance = (a: string) => node.ledger.account(a)?.balance ?? 0n;

async function completed(hash: string) {
  let s = await call('exchange.status', { hash });
  for (let i = 0; i < 20 && s.stage !== 'completed'; i++) {
    await new Promise((res) => setTimeout(res, 250));
    s = await call('exchange.status', { hash });
  }
  return s;
}

beforeAll(async () => {
  [node, anvil] = await Promise.all([startCosmosNode(THORCHAIN_SPEC), startAnvil({ chainId: 1 })]);
  node.fund(ME, 100_00000000n); // 100 RUNE
  thornode = await startThornodeStandIn({
    pools: [ETH_POOL],
    // ETH's row for the outbound fee; no router: nothing is deposited on anvil here
    chains: [ethInbound(PAYER.toLowerCase(), '0x2222222222222222222222222222222222222222')],
    observe: { THOR: thorDepositObserver(node) },
    pay: { ETH: anvilPayer(anvil, PAYER) },
  });
  const http = createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 });
  const cosmos = createCosmosWalletFamily({
    network: 'local',
    local: { thorchain: { rpcUrl: node.url, midgardUrl: node.url, thornodeUrl: node.url } },
    http,
  });
  const evm = createEvmWalletFamily({ network: 'local', local: { rpcUrl: anvil.url }, http });
  t = await startTestApp({ families: { cosmos, evm }, exchange: { thornodeUrl: thornode.url } });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  const coins = await call('coins.list', {});
  if (!coins.coins.find((c) => c.id === 'thorchain:native')?.selected)
    await call('coins.toggle', { id: 'thorchain:native' });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await thornode?.close();
  await node?.close();
  await anvil?.stop();
}, 60_000);

describe('RUNE → ETH through the app, the real signer, the fixture THORChain node, anvil and the THORNode stand-in', () => {
  it('offers RUNE as a coin to swap from, and to (paid out inside THORChain)', async () => {
    const a = await call('exchange.assets', {});
    expect(a.from.map((f) => f.coinId)).toContain('thorchain:native');
    expect(a.to.map((x) => x.chainName)).toContain('thorchain');
  });

  it('quotes THOR.RUNE as THORNode does: no inbound address, a MsgDeposit with the memo, the native fee', async () => {
    const q = await call('exchange.quote', form());
    expect(q.destination).toBe(ETH0);
    const asked = thornode.quotes.at(-1)!;
    expect(asked.get('from_asset')).toBe('THOR.RUNE');
    expect(asked.get('amount')).toBe('2500000000');
    // the stand-in's wire answer for RUNE, as THORNode's: no inbound address, router or gas rate
    const wire = (await (
      await fetch(`${thornode.url}/thorchain/quote/swap?${asked.toString()}`)
    ).json()) as Record<string, unknown>;
    expect(wire).not.toHaveProperty('inbound_address');
    expect(wire).not.toHaveProperty('router');
    expect(wire).not.toHaveProperty('recommended_gas_rate');
    expect(wire.notes).toMatch(/MsgDeposit/);
    const p = q.availableProviders[0]!;
    expect(p).toMatchObject({
      provider: 'thorchain',
      amountIn: '25',
      fromSymbol: 'RUNE',
      depositAddress: '',
      networkFee: '0.02',
      networkFeeSymbol: 'RUNE',
    });
    expect(p.router).toBeUndefined();
    expect(p.steps).toEqual([
      'Deposit 25 RUNE into THORChain itself (a MsgDeposit, no inbound address), with the swap memo',
    ]);
    expect(p.memo).toMatch(new RegExp(`^=:ETH\\.ETH:${ETH0}:\\d+$`));
  });

  it('refuses a quote naming an inbound address or a router for RUNE, nothing signed', async () => {
    for (const extra of [
      { inbound_address: 'thor1zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3dhvsdl' },
      { router: '0x2222222222222222222222222222222222222222' },
    ]) {
      thornode.setTamper((q) => ({ ...q, ...extra }));
      try {
        const e = await fails('exchange.quote', form());
        expect(e.message).toBe(
          'THORChain sent a quote that names an inbound address for RUNE, which is deposited into THORChain itself; nothing was sent',
        );
      } finally {
        thornode.setTamper(undefined);
      }
    }
    expect(node.ledger.txs).toHaveLength(0);
  });

  it('refuses a quote whose memo pays out elsewhere, nothing signed', async () => {
    thornode.setTamper((q) => ({
      ...q,
      memo: String(q.memo).replace(ETH0, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    }));
    try {
      const e = await fails('exchange.quote', form());
      expect(e.message).toBe('THORChain sent a quote that pays out to another address; nothing was sent');
    } finally {
      thornode.setTamper(undefined);
    }
    expect(node.ledger.txs).toHaveLength(0);
  });

  it('refuses while THORChain halts trading, in its own words, nothing signed', async () => {
    thornode.setChain('THOR', { halted: true });
    try {
      const e = await fails('exchange.quote', form());
      expect(e.message).toMatch(/halted/i);
    } finally {
      thornode.setChain('THOR', { halted: false });
    }
    expect(node.ledger.txs).toHaveLength(0);
  });

  it('deposits the quoted RUNE with MsgDeposit and sees the ETH payout on anvil', async () => {
    const q = (await call('exchange.quote', form())).availableProviders[0]!;
    const before = { rune: runeBalance(ME), asgard: runeBalance(ASGARD), eth: await ethBalance(ETH0) };
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    // the node holds exactly the deposit: one MsgDeposit from the wallet into Asgard, the memo its message's
    expect(node.ledger.txs).toHaveLength(1);
    expect(node.ledger.txs[0]).toMatchObject({
      code: 0,
      message: 'deposit',
      from: ME,
      to: ASGARD,
      amount: 25_00000000n,
      denom: 'rune',
      memo: q.memo,
      fee: NATIVE_FEE,
    });
    expect(node.ledger.txs[0]!.hash.toLowerCase()).toBe(r.hash.toLowerCase());
    // the wallet pays exactly the amount and THORChain's native fee; Asgard takes the amount
    expect(before.rune - runeBalance(ME)).toBe(25_00000000n + NATIVE_FEE);
    expect(runeBalance(ASGARD) - before.asgard).toBe(25_00000000n);

    const s = await completed(r.hash);
    expect(s).toMatchObject({ stage: 'completed', outChainName: 'ethereum', outSymbol: 'ETH' });
    expect(s.outAmount).toBe(q.expectedOut);
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [s.outHash]);
    expect(receipt).toMatchObject({ status: '0x1', to: ETH0.toLowerCase() });
    expect((await ethBalance(ETH0)) - before.eth).toBe(
      BigInt(Math.round(Number(q.expectedOut) * 1e8)) * 10n ** 10n,
    );
    // the RUNE coin's history: Midgard's swap action of that deposit, in words
    const rows = (await call('history.all', { coinId: 'thorchain:native' })).rows;
    const row = rows.find((x) => x.hash.toLowerCase() === r.hash.toLowerCase());
    expect(row?.description).toMatch(/^Swap to [\d.]+ ETH\.ETH$/);
  });

  it('re-quotes a quote about to expire before signing, and deposits under the new one', async () => {
    thornode.setQuoteTtl(30);
    let q;
    try {
      q = (await call('exchange.quote', form({ amount: '10' }))).availableProviders[0]!;
    } finally {
      thornode.setQuoteTtl(900);
    }
    const asked = thornode.quotes.length;
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    expect(r.requoted).toBe(true);
    expect(thornode.quotes.length).toBe(asked + 1);
    expect(node.ledger.txs).toHaveLength(2);
    expect(node.ledger.txs[1]).toMatchObject({
      code: 0,
      message: 'deposit',
      amount: 10_00000000n,
      memo: r.quote.memo,
    });
  });

  it('refuses a RUNE amount under THORChain’s recommended minimum, nothing signed', async () => {
    const e = await fails('exchange.quote', form({ amount: '0.5' }));
    expect(e.message).toBe("The amount is below THORChain's recommended minimum of 1");
    expect(node.ledger.txs).toHaveLength(2);
  });
});
