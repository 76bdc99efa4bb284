import { z } from 'zod';

/** A payment link as the OS handed it over: one URI, length-capped; parsed by the renderer (shared/payments). */
const PaymentUriSchema = z.string().min(1).max(2048);

export const paymentLinkCalls = {
  /**
   * The payment link the OS opened the app with (bitcoin:, ethereum:…), once: taking it
   * clears it. The renderer asks on start and on `paymentLink.received`, then opens the send
   * form prefilled; nothing is ever sent without the user's review.
   */
  'paymentLink.take': {
    input: z.strictObject({}),
    output: z.strictObject({ uri: PaymentUriSchema.nullable() }),
  },
} as const;

export const paymentLinkEvents = {
  /** A payment link is waiting: the renderer takes it with paymentLink.take. */
  'paymentLink.received': z.strictObject({}),
} as const;
