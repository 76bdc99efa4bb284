/**
 * ETH → LTC through the real app: the EVM family builds THORChain's router deposit, the real
 * signer checks and signs it, anvil mines it, and the THORNode stand-in's validators see the
 * router's Deposit event and pay the wallet's own LTC address on litecoind regtest. Every call
 * goes through `app.dispatch` as the renderer makes it; the chains are the judges.
 */
import { toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { deployThorRouter, observeRouterDeposits, routerDeposits } from '../../test/evm/thorRouter';
import { litecoindPayer } from '../../test/exchange/chainWatchers';
import { startThornodeStandIn, type ThornodeStandIn } from '../../test/exchange/thornodeServer';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound } from '../../test/exchange/standInRows';
import { startEsploraServer, type EsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../test/utxo/litecoind';
import { createEvmWalletFamily } from '../chains/evm/walletFamily';
import type { WalletFamily } from '../chains/family';
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
let evmFamily: WalletFamily;
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
  const ltcVault = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL, ETH_POOL],
    chains: [ltcInbound(ltcVault), ethInbound(ETH_VAULT, router)],
    observe: { ETH: observeRouterDeposits(anvil, router) },
    pay: { LTC: litecoindPayer(node) },
  });
  const http = createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 });
  const utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http,
  });
  const evm = (evmFamily = createEvmWalletFamily({ network: 'local', local: { rpcUrl: anvil.url }, http }));
  t = await startTestApp({ families: { utxo, evm }, exchange: { thornodeUrl: thornode.url } });
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

  it('refuses a token as the coin to swap from, in words, building nothing', async () => {
    const token = {
      walletId: 'w',
      chainName: 'ethereum',
      symbol: 'TUSD',
      decimals: 6,
      contractAddress: '0x2222222222222222222222222222222222222222',
      address: ETH0,
      path: "m/44'/60'/0'/0/0",
    };
    const deposit = {
      depositAddress: ETH_VAULT,
      router,
      amount: 1_000_000n,
      memo: `=:LTC.LTC:${RECEIVE_0}:1`,
      terms: {
        provider: 'thorchain' as const,
        toAsset: 'LTC.LTC',
        destination: RECEIVE_0,
        minOut: '1',
        expiry: Math.floor(Date.now() / 1000) + 600,
      },
    };
    await expect(evmFamily.swaps!.prepare(token, deposit)).rejects.toThrow(
      'Swapping tokens from Ethereum is not available yet',
    );
  });
});
