import { parseUnits } from '../../../shared/amount';
import { FEE_RATE_PATTERN, type QuoteView } from '../../../shared/contract/transfers';
import type { SendDraft } from './sendForm';

/** Fee rates are compared at 9 places: gwei's precision, and more than sat/vB needs. */
const PLACES = 9;

/**
 * A word of warning about a custom fee rate, measured against the quote's own options:
 * below Normal it may wait long (or never be mined); above twice Recommended it overpays.
 */
export function customFeeNote(draft: SendDraft, options: QuoteView['feeOptions']): string | null {
  const custom = draft.customFee.trim();
  if (draft.feeOption !== 'Custom' || !FEE_RATE_PATTERN.test(custom)) return null;
  const rateOf = (title: string) => {
    const o = options.find((x) => x.title === title);
    return o && FEE_RATE_PATTERN.test(o.price) ? parseUnits(o.price, PLACES) : null;
  };
  const c = parseUnits(custom, PLACES);
  const normal = rateOf('Normal');
  const recommended = rateOf('Recommended');
  const unit = options[0]?.unit ?? '';
  if (normal !== null && c < normal)
    return `Below the Normal rate (${options.find((o) => o.title === 'Normal')!.price} ${unit}): the transaction may wait a long time or never confirm.`;
  if (recommended !== null && c > 2n * recommended)
    return `More than twice the Recommended rate: you would overpay for the same speed.`;
  return null;
}
