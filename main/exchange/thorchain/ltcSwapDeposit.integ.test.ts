// A THORChain swap deposit end to end on litecoind regtest: the THORNode stand-in quotes LTC →
// ETH (its LTC vault an address of the node's own wallet), main builds the deposit with the
// memo in an OP_RETURN output, the real signer (in-process, spoken to through its protocol
// as main does) checks and signs it, the node accepts it, and the block carries the memo
// byte for byte and pays the vault exactly the quoted amount. A tampered intent is refused by
// the same signer and never reaches the node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThornodeStandIn, type ThornodeStandIn } from '../../../test/exchange/thornodeServer';
import { makeTempDirs } from '../../../test/signer/testSupport';
import { startSignerWithPhrase } from '../../../test/signer/testSigner';
import { startEsploraServer, type EsploraServer } from '../../../test/utxo/esploraServer';
import { testCtx } from '../../../test/utxo/ctx';
import { startLitecoind, type Litecoind } from '../../../test/utxo/litecoind';
import { TEST_MNEMONIC, testWallet } from '../../../test/utxo/testWallet';
import type { SignIntent } from '../../../shared/signer/protocol';
import { addressDeriver } from '../../chains/utxo/logic/account';
import { broadcast } from '../../chains/utxo/logic/broadcast';
import { buildSwapDeposit } from '../../chains/utxo/logic/buildSwapDeposit';
import type { UtxoCtx } from '../../chains/utxo/types';
import { createHttp } from '../../net/http';
import { quoteSwap, type ThorchainQuote } from './quoteSwap';
import type { ThorchainCtx } from './types';

const DEST = '0x86d526d6624AbC0178cF7296cD538Ecc080A95F1';
const tmp = makeTempDirs();
let node: Litecoind;
let esplora: EsploraServer;
let thornode: ThornodeStandIn;
let ctx: UtxoCtx;
let tctx: ThorchainCtx;
let vault: string;
const wallet = testWallet();
const acct = wallet.account('p2wpkh');

type UtxoIntent = Extract<SignIntent, { family: 'utxo' }>;
const intentOf = (q: ThorchainQuote, amount: bigint, fee: bigint): UtxoIntent => ({
  family: 'utxo',
  kind: 'swapDeposit',
  chainName: 'litecoin',
  to: q.depositAddress,
  amount: amount.toString(),
  feeCap: fee.toString(),
  memo: { kind: 'text', value: q.memo },
  swap: {
    provider: 'thorchain',
    toAsset: q.toAsset,
    destination: q.destination,
    minOut: q.minOut.toString(),
    expiry: q.expiry,
  },
});

interface RawTx {
  vsize: number;
  vout: {
    value: number;
    scriptPubKey: { type: string; hex: string; address?: string; addresses?: string[] };
  }[];
}

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  ctx = testCtx([{ kind: 'esplora', baseUrl: esplora.url }]);
  vault = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  thornode = await startThornodeStandIn({
    pools: [
      { asset: 'LTC.LTC', balanceAsset: 10_000n * 10n ** 8n, balanceRune: 1_000_000n * 10n ** 8n },
      { asset: 'ETH.ETH', balanceAsset: 1_000n * 10n ** 8n, balanceRune: 2_000_000n * 10n ** 8n },
    ],
    chains: [
      {
        chain: 'LTC',
        address: vault,
        dustThreshold: 10_000n,
        outboundFee: 100_000n,
        recommendedMinIn: 200_000n,
        gasRate: 10n,
        gasRateUnits: 'satsperbyte',
      },
      {
        chain: 'ETH',
        address: '0x4b61c2f47167282be172a653045824e8d96e9b0b',
        router: '0x3624525075b88B24ecc29CE226b0CEc1fFcB6976',
        dustThreshold: 0n,
        outboundFee: 5_000n,
        recommendedMinIn: 1_000_000n,
        gasRate: 3n,
        gasRateUnits: 'gwei',
      },
    ],
  });
  tctx = { http: createHttp({ retries: 0, backoffMs: 0 }), baseUrl: thornode.url, now: Date.now };
  const funding = addressDeriver('litecoin', 'regtest', acct)(0, 0).address;
  await node.rpc('sendtoaddress', [funding, '1'], 'w');
  await node.mine(1);
}, 120_000);

afterAll(async () => {
  await thornode?.close();
  await esplora?.close();
  await node?.stop();
  tmp.cleanup();
}, 60_000);

describe('THORChain swap deposit on litecoind regtest', () => {
  it('quotes, builds, signs through the real signer and lands with the memo in OP_RETURN', async () => {
    const q = await quoteSwap(tctx, {
      fromAsset: 'LTC.LTC',
      toAsset: 'ETH.ETH',
      amount: 50_000_000n,
      destination: DEST,
      toleranceBps: 300,
    });
    expect(q.depositAddress).toBe(vault);
    const built = await buildSwapDeposit(ctx, {
      account: acct,
      depositAddress: q.depositAddress,
      amount: q.amountIn,
      memo: q.memo,
      feeRate: q.recommendedGasRate ?? 10n,
    });
    const { signer, walletId } = await startSignerWithPhrase(tmp.make(), TEST_MNEMONIC, {
      network: 'regtest',
    });

    // a hostile main's variants of the same deposit, refused by the real signer
    const honest = intentOf(q, built.amount, built.fee);
    const tampered: [UtxoIntent, string][] = [
      [
        { ...honest, swap: { ...honest.swap!, expiry: Math.floor(Date.now() / 1000) - 1 } },
        'The quote has expired; ask for a new one',
      ],
      [
        { ...honest, swap: { ...honest.swap!, minOut: (q.minOut + 1n).toString() } },
        'The memo accepts less than the minimum you approved',
      ],
      [{ ...honest, memo: undefined }, 'A swap deposit must carry its memo'],
    ];
    for (const [intent, message] of tampered)
      expect(
        await signer.refused('signTransfer', { walletId, network: 'regtest', unsigned: built.psbt, intent }),
      ).toEqual({ code: 'INTENT_MISMATCH', message });

    const { signed } = await signer.call('signTransfer', {
      walletId,
      network: 'regtest',
      unsigned: built.psbt,
      intent: honest,
    });
    const txid = await broadcast(ctx, signed);
    await node.mine(1);
    const tx = await node.rpc<RawTx>('getrawtransaction', [txid, true]);
    // THORNode's order: the deposit, change back to self, the memo
    expect(tx.vout.map((o) => o.scriptPubKey.type)).toEqual([
      'witness_v0_keyhash',
      'witness_v0_keyhash',
      'nulldata',
    ]);
    const paid = tx.vout[0]!.scriptPubKey;
    expect(paid.address ?? paid.addresses?.[0]).toBe(vault);
    expect(tx.vout[0]!.value).toBe(0.5);
    const data = Buffer.from(tx.vout[2]!.scriptPubKey.hex, 'hex');
    expect(data[0]).toBe(0x6a);
    expect(data.subarray(2).toString('utf8')).toBe(q.memo);
    expect(tx.vout[2]!.value).toBe(0);
    // the fee paid the memo's bytes too: the estimate is never below the signed size
    expect(built.vsize).toBeGreaterThanOrEqual(tx.vsize);
    expect(built.vsize - tx.vsize).toBeLessThanOrEqual(1);
    expect(built.fee).toBe(BigInt(built.vsize) * (q.recommendedGasRate ?? 10n));
  }, 120_000);
});
