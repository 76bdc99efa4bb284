import type { ProviderQuote } from './types';

const desc = (x: bigint, y: bigint) => (x > y ? -1 : x < y ? 1 : 0);

/**
 * The order offers are shown in: the most the user receives after every fee first
 * (`expectedOut` is net of the provider's fees, in the to asset), then the higher guaranteed
 * minimum. The deposit's network fee is paid in the from coin, not the to asset, and differs
 * between deposits only by a memo's bytes, so it is shown on each card rather than netted here.
 */
export function byReceived(a: { quote: ProviderQuote }, b: { quote: ProviderQuote }): number {
  return desc(a.quote.expectedOut, b.quote.expectedOut) || desc(a.quote.minOut, b.quote.minOut);
}
