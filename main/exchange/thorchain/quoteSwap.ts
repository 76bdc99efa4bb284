/**
 * GET /thorchain/quote/swap, checked before anything is shown or signed: the source chain
 * open (inbound_addresses), the quote's deposit address the vault THORChain lists for that
 * chain (a quote from a poisoned node would pay someone else), not expired, the amount at
 * least THORChain's recommended minimum, and its memo a swap to the asset and destination
 * asked for with a limit. The signer checks the memo again; main refuses early so the user
 * reads why before any review. Native RUNE (THOR.RUNE) is the one asset without an inbound
 * address: it is deposited into THORChain itself with a MsgDeposit, so THORNode's quote names no
 * vault or router, THORChain is not in the inbound list, and a quote naming either for RUNE is
 * refused (it would have the wallet pay an address instead of the module).
 */
import { formatUnits } from '../../../shared/amount';
import { AppError } from '../../../shared/errors';
import { MAX_EXPIRY_AHEAD_S } from '../../../shared/exchange/swapTerms';
import { parseThorchainSwapMemo, sameSwapDestination } from '../../../shared/exchange/thorchainMemo';
import { openInbound } from './getInboundAddresses';
import { thornodeGet } from './thornodeGet';
import { THORCHAIN_DECIMALS, type ThorchainCtx } from './types';
import { QuoteSwapWire } from './wire';

export interface QuoteSwapParams {
  /** THORChain asset ids: `LTC.LTC`, `ETH.ETH` */
  fromAsset: string;
  toAsset: string;
  /** 1e8 units of the from-asset */
  amount: bigint;
  destination: string;
  /** how far below the expected amount the memo's limit may go, basis points (liquidity_tolerance_bps) */
  toleranceBps: number;
  /** a streaming swap: blocks between sub-swaps and their number (0: THORNode picks) */
  streaming?: { interval: number; quantity: number };
}

export interface ThorchainQuote {
  provider: 'thorchain';
  fromAsset: string;
  toAsset: string;
  /** 1e8 units */
  amountIn: bigint;
  /** where the deposit goes: the chain's inbound vault; '' for RUNE (a MsgDeposit, no vault) */
  depositAddress: string;
  /** EVM chains: the router the deposit goes through */
  router?: string;
  memo: string;
  destination: string;
  /** 1e8 units of the to-asset, after every fee */
  expectedOut: bigint;
  /** the memo's limit: the least the swap pays out, else it refunds */
  minOut: bigint;
  /** unix seconds */
  expiry: number;
  recommendedMinIn: bigint;
  /** base units of the from chain: THORChain ignores smaller deposits */
  dustThreshold: bigint;
  fees: { asset: string; outbound: bigint; liquidity: bigint; affiliate: bigint; total: bigint } | null;
  totalSeconds: number | null;
  /** the chain's recommended fee rate (sats per byte, gwei…) */
  recommendedGasRate: bigint | null;
}

/** THORChain's chain of an asset id: `LTC` of `LTC.LTC`. */
export const chainOfAsset = (asset: string): string => asset.slice(0, asset.indexOf('.'));

/** THORChain's own coin: deposited with MsgDeposit, no inbound address */
export const RUNE_ASSET_ID = 'THOR.RUNE';
/** what THORNode's inbound list would say for a MsgDeposit: the module, no vault, never halted there */
const NATIVE_INBOUND = { address: undefined, router: undefined, dustThreshold: 0n } as const;

const badQuote = (why: string) =>
  new AppError('NETWORK', `THORChain sent a quote that ${why}; nothing was sent`);

export async function quoteSwap(ctx: ThorchainCtx, p: QuoteSwapParams): Promise<ThorchainQuote> {
  const query: Record<string, string> = {
    from_asset: p.fromAsset,
    to_asset: p.toAsset,
    amount: p.amount.toString(10),
    destination: p.destination,
    liquidity_tolerance_bps: String(p.toleranceBps),
  };
  if (p.streaming) {
    query.streaming_interval = String(p.streaming.interval);
    query.streaming_quantity = String(p.streaming.quantity);
  }
  // the inbound addresses and the quote are asked side by side (one round trip, not two); a
  // halted or paused chain is still said in the inbound check's words, whatever the quote says
  const native = p.fromAsset.toUpperCase() === RUNE_ASSET_ID;
  const [inboundR, quoteR] = await Promise.allSettled([
    native ? Promise.resolve(NATIVE_INBOUND) : openInbound(ctx, chainOfAsset(p.fromAsset)),
    thornodeGet(ctx, '/thorchain/quote/swap', query, QuoteSwapWire),
  ]);
  if (inboundR.status === 'rejected') throw inboundR.reason;
  if (quoteR.status === 'rejected') throw quoteR.reason;
  const inbound = inboundR.value;
  const q = quoteR.value;

  if (q.expiry * 1000 <= ctx.now()) throw new AppError('RULE', 'The quote has expired; ask for a new one');
  // the signer refuses such a deposit: say so now, before the user reviews it
  if (q.expiry - ctx.now() / 1000 > MAX_EXPIRY_AHEAD_S) throw badQuote('holds longer than an hour');
  // RUNE: no address at all (a vault or router named for it is not where a MsgDeposit goes);
  // any other chain: exactly the vault THORChain lists, never none
  if (native && (q.inbound_address !== undefined || q.router !== undefined))
    throw badQuote('names an inbound address for RUNE, which is deposited into THORChain itself');
  if (!native && q.inbound_address === undefined) throw badQuote('names no inbound address');
  if (q.inbound_address !== inbound.address) throw badQuote('pays another address than its vault');
  const recommendedMinIn = BigInt(q.recommended_min_amount_in);
  if (p.amount < recommendedMinIn)
    throw new AppError(
      'RULE',
      `The amount is below THORChain's recommended minimum of ${formatUnits(recommendedMinIn, THORCHAIN_DECIMALS)}`,
    );
  const memo = parseThorchainSwapMemo(q.memo);
  if (!memo.ok) throw badQuote(`carries a memo the wallet cannot read (${memo.reason})`);
  if (memo.memo.asset.id !== p.toAsset.toUpperCase()) throw badQuote('swaps to another asset');
  if (!sameSwapDestination(memo.memo.destination, p.destination))
    throw badQuote('pays out to another address');
  if (memo.memo.limit === 0n) throw badQuote('sets no minimum to receive');
  const expectedOut = BigInt(q.expected_amount_out);
  if (memo.memo.limit > expectedOut) throw badQuote('expects less than its own minimum');

  const f = q.fees;
  return {
    provider: 'thorchain',
    fromAsset: p.fromAsset,
    toAsset: memo.memo.asset.id,
    amountIn: p.amount,
    depositAddress: q.inbound_address ?? '',
    ...(inbound.router ? { router: inbound.router } : {}),
    memo: q.memo,
    destination: p.destination,
    expectedOut,
    minOut: memo.memo.limit,
    expiry: q.expiry,
    recommendedMinIn,
    dustThreshold: BigInt(q.dust_threshold ?? inbound.dustThreshold.toString(10)),
    fees: f
      ? {
          asset: f.asset,
          outbound: BigInt(f.outbound ?? '0'),
          liquidity: BigInt(f.liquidity ?? '0'),
          affiliate: BigInt(f.affiliate ?? '0'),
          total: BigInt(f.total ?? '0'),
        }
      : null,
    totalSeconds: q.total_swap_seconds ?? null,
    recommendedGasRate: q.recommended_gas_rate ? BigInt(q.recommended_gas_rate) : null,
  };
}
