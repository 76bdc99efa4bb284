/**
 * The quote to sign, never a stale one: a quote still good for QUOTE_SIGN_MARGIN_S is signed
 * as is; one closer to its expiry is asked for again, and the new one goes to the signer only
 * when it guarantees at least what the user approved (its limit no lower). Otherwise the price
 * moved against the user, who sees the difference and approves again.
 */
import { quoteSwap, type QuoteSwapParams, type ThorchainQuote } from './quoteSwap';
import type { ThorchainCtx } from './types';

/**
 * How long a quote must still hold when the user signs: signing, broadcasting and the inbound
 * transaction being seen take seconds to a minute; THORNode's quotes hold 15 minutes.
 */
export const QUOTE_SIGN_MARGIN_S = 60;

export type FreshQuote =
  /** sign `quote`: the approved one, or a re-quote guaranteeing at least as much */
  | { kind: 'current'; quote: ThorchainQuote }
  /** ask the user again: the re-quote guarantees less than the approved one */
  | { kind: 'moved'; quote: ThorchainQuote; previous: ThorchainQuote; minOutChange: bigint };

export async function freshQuote(
  ctx: ThorchainCtx,
  approved: ThorchainQuote,
  params: QuoteSwapParams,
): Promise<FreshQuote> {
  if (approved.expiry - ctx.now() / 1000 > QUOTE_SIGN_MARGIN_S) return { kind: 'current', quote: approved };
  const quote = await quoteSwap(ctx, params);
  if (quote.minOut >= approved.minOut) return { kind: 'current', quote };
  return { kind: 'moved', quote, previous: approved, minOutChange: quote.minOut - approved.minOut };
}
