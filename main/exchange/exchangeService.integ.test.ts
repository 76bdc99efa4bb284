/**
 * Exchange through the real app: main's services, the real signer process, litecoind regtest
 * and the THORNode stand-in, every call through `app.dispatch` as the renderer makes it. The
 * bad and hostile cases each end in a clear sentence with nothing sent (the node's mempool
 * is the judge); the good one pays the deposit the quote showed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound } from '../../test/exchange/standInRows';
import { startEsploraServer, type EsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../test/utxo/litecoind';
import { createUtxoWalletFamily } from '../chains/utxo/walletFamily';
import { createHttp } from '../net/http';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ETH_VAULT = '0x4b61c2f47167282be172a653045824e8d96e9b0b';

let node: Litecoind;
let esplora: EsploraServer;
let thornode: ThornodeStandIn;
let vault: string;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const mempool = () => node.rpc<string[]>('getrawmempool');
const form = (over: Record<string, unknown> = {}) => ({
  coinId: 'litecoin:native',
  toAsset: 'ethereum:native',
  amount: '0.5',
  ...over,
});

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  vault = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  await node.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
  await node.mine(1);
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL, ETH_POOL],
    chains: [ltcInbound(vault), ethInbound(ETH_VAULT, '0x3624525075b88B24ecc29CE226b0CEc1fFcB6976')],
  });
  const utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http: createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 }),
  });
  t = await startTestApp({ families: { utxo }, exchange: { thornodeUrl: thornode.url } });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await thornode?.close();
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('exchange through the app, the real signer, litecoind and the THORNode stand-in', () => {
  it('lists the coins the wallet can swap from (the family says so) and what they swap to', async () => {
    const a = await call('exchange.assets', {});
    const from = a.from.map((f) => f.coinId);
    expect(from).toContain('litecoin:native');
    // no EVM family in this app: ETH is only a destination
    expect(from).not.toContain('ethereum:native');
    expect(a.to.map((x) => x.id)).toContain('ethereum:native');
  });

  it('quotes to the wallet’s own ETH address, in each asset’s own units', async () => {
    const q = await call('exchange.quote', form());
    expect(q.destination).toBe(ETH0);
    expect(q.availableProviders).toHaveLength(1);
    const p = q.availableProviders[0]!;
    expect(p).toMatchObject({
      provider: 'thorchain',
      amountIn: '0.5',
      depositAddress: vault,
      destination: ETH0,
    });
    expect(p.memo).toMatch(new RegExp(`^=:ETH\\.ETH:${ETH0}:\\d+$`));
    expect(Number(p.networkFee)).toBeGreaterThan(0);
  });

  it('refuses bad input with a clear sentence and sends nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customAddress: 'not-an-address' }, 'Invalid Custom Address'],
      [{ customAddress: RECEIVE_0 }, 'Invalid Custom Address'],
      [{ toAsset: 'solana:native' }, 'No provider swaps to that asset'],
      [{ toAsset: 'litecoin:native' }, 'No provider swaps LTC to LTC'],
      [{ amount: '0.0015' }, "The amount is below THORChain's recommended minimum of 0.002"],
      [{ amount: '5' }, 'Insufficient balance'],
    ];
    for (const [over, message] of cases) {
      const e = await fails('exchange.quote', form(over));
      expect(e.message, JSON.stringify(over)).toContain(message);
    }
    expect((await fails('exchange.quote', form({ amount: '-1' }))).code).toBe('BAD_INPUT');
    expect((await fails('exchange.swap', { quoteId: 'nope', approvedFee: '0.001' })).message).toBe(
      'That quote is no longer available; ask for a new one',
    );
    expect((await fails('exchange.status', { hash: 'ab'.repeat(32) })).message).toBe(
      'No swap of this wallet has that deposit',
    );
    expect(await mempool()).toEqual([]);
  });

  it('a halted chain and a hostile THORNode are refused before anything is signed', async () => {
    thornode.setChain('LTC', { halted: true });
    expect((await fails('exchange.quote', form())).message).toBe('THORChain has halted LTC; try again later');
    thornode.setChain('LTC', { halted: false });
    thornode.setTamper((q) => ({ ...q, inbound_address: RECEIVE_0 }));
    expect((await fails('exchange.quote', form())).message).toBe(
      'THORChain sent a quote that pays another address than its vault; nothing was sent',
    );
    thornode.setTamper((q) => ({ ...q, memo: `=:ETH.ETH:${ETH_VAULT}:1` }));
    expect((await fails('exchange.quote', form())).message).toBe(
      'THORChain sent a quote that pays out to another address; nothing was sent',
    );
    thornode.setTamper(undefined);
    expect(await mempool()).toEqual([]);
  });

  it('a price that moved against the user near expiry is shown again, not signed', async () => {
    thornode.setQuoteTtl(30);
    const q = (await call('exchange.quote', form())).availableProviders[0]!;
    // the LTC pool halves: the re-quote guarantees less
    thornode.setPool({
      asset: 'LTC.LTC',
      balanceAsset: 20_000n * 10n ** 8n,
      balanceRune: 1_000_000n * 10n ** 8n,
    });
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('moved');
    if (r.kind !== 'moved') return;
    expect(Number(r.minOutChange)).toBeLessThan(0);
    expect(Number(r.quote.minOut)).toBeLessThan(Number(q.minOut));
    expect(await mempool()).toEqual([]);
    thornode.setPool({
      asset: 'LTC.LTC',
      balanceAsset: 10_000n * 10n ** 8n,
      balanceRune: 1_000_000n * 10n ** 8n,
    });
    thornode.setQuoteTtl(900);
  });

  it('pays the quoted deposit: vault, amount and memo on litecoind, then follows it', async () => {
    const q = (await call('exchange.quote', form())).availableProviders[0]!;
    const r = await call('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee });
    expect(r.kind).toBe('sent');
    if (r.kind !== 'sent') return;
    expect(r.requoted).toBe(false);
    expect(await mempool()).toEqual([r.hash]);
    const tx = await node.rpc<{
      vout: { value: number; scriptPubKey: { hex: string; address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [r.hash, true]);
    const paid = tx.vout[0]!.scriptPubKey;
    expect(paid.address ?? paid.addresses?.[0]).toBe(vault);
    expect(tx.vout[0]!.value).toBe(0.5);
    expect(Buffer.from(tx.vout[2]!.scriptPubKey.hex, 'hex').subarray(2).toString('utf8')).toBe(q.memo);
    // no validators configured here: THORNode has not seen it
    expect(await call('exchange.status', { hash: r.hash })).toEqual({ stage: 'pending' });
    // the quote is used up
    expect((await fails('exchange.swap', { quoteId: q.quoteId, approvedFee: q.networkFee })).code).toBe(
      'NOT_FOUND',
    );
  });
});
