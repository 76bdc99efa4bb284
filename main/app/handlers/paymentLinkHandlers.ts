import type { paymentLinkCalls } from '../../../shared/contract/paymentLinks';
import type { AreaHandlers, HandlerContext } from './context';

/** The payment link the OS handed over; taken once. Not gated on unlock: the form itself is. */
export function paymentLinkHandlers(c: HandlerContext): AreaHandlers<typeof paymentLinkCalls> {
  return {
    'paymentLink.take': () => ({ uri: c.paymentLinks.take() }),
  };
}
