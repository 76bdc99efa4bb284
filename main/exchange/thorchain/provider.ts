/**
 * THORChain as an exchange provider: quotes through THORNode (quoteSwap.ts checks each one),
 * the deposit the quote asks for in the from coin's base units, re-quotes near expiry
 * (freshQuote.ts), and progress from /thorchain/tx/status. Keyless: THORChain is the protocol.
 */
import { formatUnits } from '../../../shared/amount';
import type { ExchangeAsset, ExchangeProvider, ProviderQuote, ProviderQuoteParams } from '../types';
import { fromThorUnits, thorchainAssetOf, thorchainAssets, toThorUnits } from './assets';
import { describeMemo } from './describeMemo';
import { checkEvmDepositInbound } from './evmDeposit';
import { freshQuote } from './freshQuote';
import { quoteSwap, RUNE_ASSET_ID, type ThorchainQuote } from './quoteSwap';
import { payoutOf } from './payoutOf';
import { getTxStatus } from './txStatus';
import type { ThorchainCtx } from './types';

/**
 * How far below the expected amount the memo's limit sits (THORNode's liquidity_tolerance_bps):
 * 3 % lets a quote survive ordinary pool moves before the deposit is seen, and refunds beyond.
 */
export const TOLERANCE_BPS = 300;

/**
 * The deposit's transactions in words: a token through the router is first approved for exactly
 * the amount (never more), then deposited; a coin goes through the router (EVM) or straight to
 * the inbound address with the memo; RUNE into THORChain itself with a MsgDeposit.
 */
function stepsOf(q: ThorchainQuote, p: ProviderQuoteParams): string[] {
  const amount = `${formatUnits(fromThorUnits(q.amountIn, p.from.decimals), p.from.decimals)} ${p.from.symbol}`;
  // RUNE has no inbound address: THORChain's MsgDeposit takes it into the chain's own module
  if (q.fromAsset === RUNE_ASSET_ID)
    return [`Deposit ${amount} into THORChain itself (a MsgDeposit, no inbound address), with the swap memo`];
  if (!q.router) return [`Send ${amount} to THORChain's inbound address, with the swap memo`];
  const deposit = `Deposit ${amount} through THORChain's router into its vault, with the swap memo`;
  if (p.from.contractAddress === undefined) return [deposit];
  return [`Approve THORChain's router to take exactly ${amount}, no more`, deposit];
}

function viewOf(q: ThorchainQuote, p: ProviderQuoteParams): ProviderQuote {
  const to = p.to.decimals;
  const fees = q.fees
    ? [
        { label: 'Liquidity fee', amount: fromThorUnits(q.fees.liquidity, to) },
        { label: 'Outbound fee', amount: fromThorUnits(q.fees.outbound, to) },
        ...(q.fees.affiliate > 0n
          ? [{ label: 'Affiliate fee', amount: fromThorUnits(q.fees.affiliate, to) }]
          : []),
      ]
    : [];
  return {
    provider: 'thorchain',
    displayName: 'THORChain',
    params: p,
    expectedOut: fromThorUnits(q.expectedOut, to),
    minOut: fromThorUnits(q.minOut, to),
    fees,
    minAmountIn: fromThorUnits(q.recommendedMinIn, p.from.decimals),
    expiry: q.expiry,
    totalSeconds: q.totalSeconds,
    memoWords: describeMemo(q.memo, p.to.symbol),
    steps: stepsOf(q, p),
    deposit: {
      kind: 'swap',
      depositAddress: q.depositAddress,
      ...(q.router ? { router: q.router } : {}),
      // what THORChain counts: the amount in its 1e8 units, back in the coin's own
      amount: fromThorUnits(q.amountIn, p.from.decimals),
      memo: q.memo,
      terms: {
        provider: 'thorchain',
        toAsset: q.toAsset,
        destination: q.destination,
        minOut: q.minOut.toString(10),
        expiry: q.expiry,
      },
      ...(q.recommendedGasRate !== null ? { feeRate: q.recommendedGasRate } : {}),
    },
  };
}

export function createThorchainProvider(ctx: ThorchainCtx): ExchangeProvider {
  const quoteParams = (p: ProviderQuoteParams) => ({
    fromAsset: thorchainAssetOf(p.from)!,
    toAsset: thorchainAssetOf(p.to)!,
    amount: toThorUnits(p.amount, p.from.decimals),
    destination: p.destination,
    toleranceBps: TOLERANCE_BPS,
  });
  // the wire quote behind each view, for re-quoting
  const wire = new WeakMap<ProviderQuote, ThorchainQuote>();
  const remember = (q: ThorchainQuote, p: ProviderQuoteParams) => {
    const v = viewOf(q, p);
    wire.set(v, q);
    return v;
  };

  return {
    id: 'thorchain',
    displayName: 'THORChain',
    supports: (from: ExchangeAsset, to: ExchangeAsset) => {
      const a = thorchainAssetOf(from);
      const b = thorchainAssetOf(to);
      return a !== null && b !== null && a !== b;
    },
    assets: thorchainAssets,
    async quote(p) {
      return [remember(await quoteSwap(ctx, quoteParams(p)), p)];
    },
    async fresh(approved) {
      const q = wire.get(approved);
      if (!q) throw new Error('not a quote of this provider');
      const r = await freshQuote(ctx, q, quoteParams(approved.params));
      if (r.kind === 'current') {
        const quote = r.quote === q ? approved : remember(r.quote, approved.params);
        // a router deposit (EVM) is built by the family, which knows no THORNode: the vault,
        // router, halts and expiry are read again here, just before it is signed
        if (quote.deposit.kind === 'swap' && quote.deposit.router !== undefined)
          await checkEvmDepositInbound(ctx, {
            chainName: approved.params.from.chainName,
            deposit: quote.deposit,
          });
        return { kind: 'current', quote };
      }
      return { kind: 'moved', quote: remember(r.quote, approved.params), previous: approved };
    },
    async status(hash, { params }) {
      return payoutOf(await getTxStatus(ctx, hash), params);
    },
  };
}
