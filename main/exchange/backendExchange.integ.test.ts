/**
 * The spec's "exchange create" provider through the real app: the product backend fixture
 * (test/exchange/exchangeBackend.ts) quotes beside the THORNode stand-in, both asked at once and
 * shown by what the user receives; the order is placed just before signing with the spec's
 * payload exactly (rateType fixed, the wallet's own refund address), its answer held to the
 * approved swap, and the deposit, a plain transfer the real signer holds to that address and
 * amount, lands on litecoind regtest; the backend then pays out on anvil.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { anvilPayer, litecoindObserver } from '../../test/exchange/chainWatchers';
import {
  litecoindDeposits,
  startExchangeBackend,
  type ExchangeBackend,
} from '../../test/exchange/exchangeBackend';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound } from '../../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { startEsploraServer, type EsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../test/utxo/litecoind';
import { createUtxoWalletFamily } from '../chains/utxo/walletFamily';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import { createHttp } from '../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1

let node: Litecoind;
let anvil: Anvil;
let esplora: EsploraServer;
let thornode: ThornodeStandIn;
let backend: ExchangeBackend;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const form = { coinId: 'litecoin:native', toAsset: 'ethereum:native', amount: '0.5' };
const mempool = () => node.rpc<string[]>('getrawmempool');

beforeAll(async () => {
  [node, anvil] = await Promise.all([startLitecoind(), startAnvil({ chainId: 1 })]);
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  const vault = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL, ETH_POOL],
    chains: [
      ltcInbound(vault),
      ethInbound(PAYER.toLowerCase(), '0x3624525075b88B24ecc29CE226b0CEc1fFcB6976'),
    ],
    observe: { LTC: litecoindObserver(node) },
    pay: { ETH: anvilPayer(anvil, PAYER) },
  });
  backend = await startExchangeBackend({
    deposits: litecoindDeposits(node),
    payEth: anvilPayer(anvil, PAYER),
  });
  await node.rpc('sendtoaddress', [RECEIVE_0, '2'], 'w');
  await node.mine(1);
  const http = createHttp({ retries: 0, backoffMs: 0, timeoutMs: 30_000 });
  const utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http,
  });
  const evm = createEvmWalletFamily({ network: 'local', local: { rpcUrl: anvil.url }, http });
  t = await startTestApp({
    families: { utxo, evm },
    exchange: { thornodeUrl: thornode.url },
    product: { backendUrl: backend.base },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
  // the first scan of the LTC account (which prices every deposit) before the first quote: on a
  // loaded machine it can take longer than a quote should
  await call('coins.balances', {});
}, 180_000);

afterAll(async () => {
  await t?.dispose();
  await backend?.close();
  await thornode?.close();
  await esplora?.close();
  await Promise.all([node?.stop(), anvil?.stop()]);
}, 60_000);

describe('exchange create through the product backend, beside THORChain', () => {
  it('quotes both providers at once: every offer side by side by what the user receives', async () => {
    const q = await call('exchange.quote', form);
    // the backend answers FixedFloat first; every offer is shown, the most received first
    // (a provider that failed would be listed in `unavailable`, with its reason)
    expect({ quoted: q.availableProviders.map((p) => p.displayName), unavailable: q.unavailable }).toEqual({
      quoted: ['SwapZone', 'THORChain', 'FixedFloat'],
      unavailable: [],
    });
    const [zone, thor, fixed] = q.availableProviders;
    expect(Number(zone!.expectedOut)).toBeGreaterThan(Number(thor!.expectedOut));
    expect(Number(thor!.expectedOut)).toBeGreaterThan(Number(fixed!.expectedOut));
    // each offer its own: 0.5 LTC × 0.049, its own fee, its own quote to pay
    expect(fixed).toMatchObject({ provider: 'fixedfloat', expectedOut: '0.0245', minOut: '0.0245' });
    expect(fixed!.fees).toEqual([{ label: 'Provider fee', amount: '0.0001' }]);
    expect(new Set(q.availableProviders.map((p) => p.quoteId)).size).toBe(3);
    // a fixed rate: the amount quoted is the amount paid, 0.5 LTC × 0.0502
    expect(zone).toMatchObject({
      expectedOut: '0.0251',
      minOut: '0.0251',
      depositAddress: '',
      amountIn: '0.5',
    });
    expect(Number(zone!.networkFee)).toBeGreaterThan(0);
    const asked = backend.asked.filter((a) => a.path === '/exchange/quote').at(-1)!.body;
    expect(asked).toEqual({
      coinFrom: 'LTC',
      coinTo: 'ETH',
      networkFrom: 'LTC',
      networkTo: 'ETH',
      fromChainName: 'litecoin',
      toChainName: 'ethereum',
      fromContractAddress: null,
      toContractAddress: null,
      amount: '0.5',
    });
  });

  it('refuses an order for another amount, a deposit address of another chain, a memo LTC cannot carry', async () => {
    const lies: [Record<string, unknown>, string][] = [
      [{ amount: '0.6' }, 'SwapZone sent an order for another amount; nothing was sent'],
      [
        { depositAddress: ETH0 },
        'SwapZone sent a deposit address that is not a Litecoin address; nothing was sent',
      ],
      [{ memo: 'order-1' }, 'SwapZone gave a memo, but Litecoin transfers carry none; nothing was sent'],
      [{ amountTo: 'lots' }, 'SwapZone sent an amount that is not one; nothing was sent'],
    ];
    for (const [lie, words] of lies) {
      const zone = (await call('exchange.quote', form)).availableProviders[0]!;
      backend.lie = lie;
      try {
        const e = await fails('exchange.swap', { quoteId: zone.quoteId, approvedFee: zone.networkFee });
        expect(e.message).toBe(words);
      } finally {
        backend.lie = null;
      }
    }
    expect(await mempool()).toEqual([]);
  });

  it('an offer other than the best is ordered from its own provider', async () => {
    const fixed = (await call('exchange.quote', form)).availableProviders.find(
      (p) => p.provider === 'fixedfloat',
    )!;
    // the order is placed, then refused for its amount: nothing is sent either way
    backend.lie = { amount: '0.6' };
    try {
      const e = await fails('exchange.swap', { quoteId: fixed.quoteId, approvedFee: fixed.networkFee });
      expect(e.message).toBe('FixedFloat sent an order for another amount; nothing was sent');
    } finally {
      backend.lie = null;
    }
    const placed = backend.asked.filter((a) => a.path === '/exchange/create').at(-1)!.body;
    expect(placed).toMatchObject({ providerName: 'fixedfloat', amount: '0.5', rateType: 'fixed' });
    expect(await mempool()).toEqual([]);
  });

  it('a lower amount out at order time goes back to the user, nothing sent', async () => {
    const zone = (await call('exchange.quote', form)).availableProviders[0]!;
    backend.lie = { amountTo: '0.02' };
    try {
      const r = await call('exchange.swap', { quoteId: zone.quoteId, approvedFee: zone.networkFee });
      expect(r).toMatchObject({ kind: 'moved', minOutChange: '-0.0051' });
    } finally {
      backend.lie = null;
    }
    expect(await mempool()).toEqual([]);
  });

  it('places the order with the spec’s payload, pays its deposit on litecoind, and the payout lands on anvil', async () => {
    const zone = (await call('exchange.quote', form)).availableProviders[0]!;
    const creates = backend.asked.filter((a) => a.path === '/exchange/create').length;
    const r = await call('exchange.swap', { quoteId: zone.quoteId, approvedFee: zone.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    const placed = backend.asked.filter((a) => a.path === '/exchange/create');
    expect(placed).toHaveLength(creates + 1);
    expect(placed.at(-1)!.body).toEqual({
      coinFrom: 'LTC',
      coinTo: 'ETH',
      networkFrom: 'LTC',
      networkTo: 'ETH',
      fromChainName: 'litecoin',
      toChainName: 'ethereum',
      fromContractAddress: null,
      toContractAddress: null,
      amount: '0.5',
      rateType: 'fixed',
      withdrawalAddress: ETH0,
      validName: null,
      refundAddress: RECEIVE_0,
      extraData: null,
      providerName: 'swapzone',
    });
    const order = [...backend.orders.values()].at(-1)!;
    expect(r.quote.depositAddress).toBe(order.depositAddress);

    // exactly the amount to the order's address, in the transaction the app reported
    expect(await mempool()).toEqual([r.hash]);
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [r.hash, true]);
    expect(
      tx.vout
        .filter((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === order.depositAddress)
        .map((o) => o.value),
    ).toEqual([0.5]);
    expect((await call('exchange.status', { hash: r.hash })).stage).toBe('observed');

    await node.mine(1);
    const before = BigInt(await anvil.rpc<string>('eth_getBalance', [ETH0, 'latest']));
    const s = await call('exchange.status', { hash: r.hash });
    expect(s).toMatchObject({
      stage: 'completed',
      outChainName: 'ethereum',
      outAmount: '0.0251',
      outSymbol: 'ETH',
    });
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [s.outHash]);
    expect(receipt).toMatchObject({ status: '0x1', to: ETH0.toLowerCase() });
    // exactly the fixed amount, 0.0251 ETH, paid by the order
    expect(BigInt(await anvil.rpc<string>('eth_getBalance', [ETH0, 'latest'])) - before).toBe(
      25_100_000_000_000_000n,
    );
  }, 60_000);
});
