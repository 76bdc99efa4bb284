import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/**
 * An XRP Payment: `to` the destination (classic address), `amount` drops, the destination tag
 * from `memo` (kind 'tag', 32 bits). The signer reads Account, Destination, Amount,
 * DestinationTag, Fee, Sequence and LastLedgerSequence from the binary it signs.
 */
export const RippleIntentSchema = z.strictObject({
  family: z.literal('ripple'),
  ...SignIntentCommon,
  from: From,
});
