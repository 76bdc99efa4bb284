import { parsePaymentUri } from '../../../shared/payments/parsePaymentUri';
import { paymentForCoin, type PaymentCoin } from '../../../shared/payments/paymentForCoin';
import type { SendDraft } from './sendForm';

export interface LinkNote {
  kind: 'filled' | 'refused';
  text: string;
}

/**
 * A payment link pasted into (or opened into) the send form: its recipient and amount fill
 * the draft when the link is for this coin; otherwise the field is emptied and the note says
 * why. Either way nothing is sent: the user still reviews and confirms.
 */
export function applyPaymentLink(
  draft: SendDraft,
  uri: string,
  coin: PaymentCoin,
): { draft: SendDraft; note: LinkNote } {
  const parsed = parsePaymentUri(uri);
  const refused = (text: string) => ({
    draft: { ...draft, to: '' },
    note: { kind: 'refused' as const, text },
  });
  if (!parsed.ok) return refused(parsed.error);
  const fill = paymentForCoin(parsed.request, coin);
  if (!fill.ok) return refused(fill.error);
  const extra = parsed.request.message ?? parsed.request.label;
  return {
    draft: {
      ...draft,
      to: fill.to,
      ...(fill.amount !== null ? { amount: fill.amount, amountUnit: 'coin' as const, sendAll: false } : {}),
    },
    note: {
      kind: 'filled',
      text: `Filled from a payment link${extra ? ` (“${extra.slice(0, 80)}”)` : ''}. Check the recipient and amount before you review.`,
    },
  };
}
