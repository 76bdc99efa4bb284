// LTC → ETH through the THORChain provider, on both local chains: the provider quotes from
// the stand-in, the deposit is built and signed by the real signer and lands on litecoind
// regtest, the provider's status goes pending → observed (in the mempool) → completed once the
// stand-in's validators see it confirmed and pay the destination on anvil exactly the quoted
// amount, with the payout hash the provider reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../test/evm/anvil';
import { anvilPayer, litecoindObserver } from '../../../test/exchange/chainWatchers';
import { startThornodeStandIn, type ThornodeStandIn } from '../../../test/exchange/thornodeServer';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound } from '../../../test/exchange/standInRows';
import { makeTempDirs } from '../../../test/signer/testSupport';
import { startSignerWithPhrase } from '../../../test/signer/testSigner';
import { startEsploraServer, type EsploraServer } from '../../../test/utxo/esploraServer';
import { testCtx } from '../../../test/utxo/ctx';
import { startLitecoind, type Litecoind } from '../../../test/utxo/litecoind';
import { TEST_MNEMONIC, testWallet } from '../../../test/utxo/testWallet';
import { addressDeriver } from '../../chains/utxo/logic/account';
import { broadcast } from '../../chains/utxo/logic/broadcast';
import { buildSwapDeposit } from '../../chains/utxo/logic/buildSwapDeposit';
import { createHttp } from '../../net/http';
import type { ExchangeAsset, ExchangeProvider } from '../types';
import { createThorchainProvider } from './provider';

const DEST = '0x86d526d6624AbC0178cF7296cD538Ecc080A95F1';
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1
const LTC: ExchangeAsset = { chainName: 'litecoin', symbol: 'LTC', decimals: 8 };
const ETH: ExchangeAsset = { chainName: 'ethereum', symbol: 'ETH', decimals: 18 };
const tmp = makeTempDirs();
const REFUND = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
let node: Litecoind;
let anvil: Anvil;
let esplora: EsploraServer;
let thornode: ThornodeStandIn;
let provider: ExchangeProvider;
const acct = testWallet().account('p2wpkh');
const ethBalance = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));

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
  provider = createThorchainProvider({
    http: createHttp({ retries: 0, backoffMs: 0 }),
    baseUrl: thornode.url,
    now: Date.now,
  });
  await node.rpc('sendtoaddress', [addressDeriver('litecoin', 'regtest', acct)(0, 0).address, '1'], 'w');
  await node.mine(1);
}, 120_000);

afterAll(async () => {
  await thornode?.close();
  await esplora?.close();
  await Promise.all([node?.stop(), anvil?.stop()]);
  tmp.cleanup();
}, 60_000);

describe('THORChain provider: LTC → ETH on litecoind and anvil', () => {
  it('quotes in each chain’s own units, then follows the swap to the payout on anvil', async () => {
    expect(provider.supports(LTC, ETH)).toBe(true);
    expect(provider.supports(LTC, LTC)).toBe(false);
    const [quote] = await provider.quote({
      from: LTC,
      to: ETH,
      amount: 50_000_000n,
      destination: DEST,
      refundAddress: REFUND,
    });
    if (!quote) throw new Error('THORChain gives one quote');
    if (quote.deposit.kind !== 'swap') throw new Error('THORChain quotes a swap deposit');
    const deposit = quote.deposit;
    // 1e8 units scaled to wei: whole multiples of 1e10
    expect(quote.expectedOut % 10n ** 10n).toBe(0n);
    expect(quote.minOut).toBe(((quote.expectedOut * 9_700n) / 10_000n / 10n ** 10n) * 10n ** 10n);
    expect(quote.deposit.amount).toBe(50_000_000n);
    expect(quote.memoWords).toContain(`Swap to ETH.ETH, pay out to ${DEST}, receive at least`);
    expect(quote.fees.map((f) => f.label)).toEqual(['Liquidity fee', 'Outbound fee']);

    const esploraCtx = testCtx([{ kind: 'esplora', baseUrl: esplora.url }]);
    const built = await buildSwapDeposit(esploraCtx, {
      account: acct,
      depositAddress: quote.deposit.depositAddress,
      amount: quote.deposit.amount,
      memo: quote.deposit.memo,
      feeRate: deposit.feeRate ?? 10n,
    });
    const { signer, walletId } = await startSignerWithPhrase(tmp.make(), TEST_MNEMONIC, {
      network: 'regtest',
    });
    const { signed } = await signer.call('signTransfer', {
      walletId,
      network: 'regtest',
      unsigned: built.psbt,
      intent: {
        family: 'utxo',
        kind: 'swapDeposit',
        chainName: 'litecoin',
        to: quote.deposit.depositAddress,
        amount: built.amount.toString(),
        feeCap: built.fee.toString(),
        memo: { kind: 'text', value: quote.deposit.memo },
        swap: deposit.terms,
      },
    });
    const unknown = 'ab'.repeat(32);
    expect(await provider.status(unknown, quote)).toEqual({ stage: 'pending' });

    const before = await ethBalance(DEST);
    const txid = await broadcast(esploraCtx, signed);
    expect(await provider.status(txid, quote)).toEqual({ stage: 'observed' });
    expect(await ethBalance(DEST)).toBe(before);

    await node.mine(1);
    const done = await provider.status(txid, quote);
    expect(done.stage).toBe('completed');
    expect(done.outChainName).toBe('ethereum');
    expect(done.outAmount).toBe(quote.expectedOut);
    expect(done.outHash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await anvil.rpc<{ status: string; to: string }>('eth_getTransactionReceipt', [
      done.outHash,
    ]);
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(DEST.toLowerCase());
    expect((await ethBalance(DEST)) - before).toBe(quote.expectedOut);
    // asked again, the same payout: the validators pay once
    expect(await provider.status(txid, quote)).toEqual(done);
    expect(thornode.swaps.size).toBe(1);
  }, 120_000);

  it('re-quotes a quote about to expire; a fresh one is signed as is', async () => {
    const params = { from: LTC, to: ETH, amount: 50_000_000n, destination: DEST, refundAddress: REFUND };
    const q = (await provider.quote(params))[0]!;
    expect(await provider.fresh(q)).toEqual({ kind: 'current', quote: q });
    thornode.setQuoteTtl(30);
    const short = (await provider.quote(params))[0]!;
    thornode.setQuoteTtl(900);
    const asked = thornode.quotes.length;
    const again = await provider.fresh(short);
    expect(thornode.quotes.length).toBe(asked + 1);
    expect(again.kind).toBe('current');
    expect(again.quote.expiry).toBeGreaterThan(short.expiry);
  }, 60_000);
});
