import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

const UInt32 = z.number().int().min(0).max(0xffff_ffff);

/** What the signer itself read from an XRP Payment it signed (ripple-binary-codec-decoded). */
export const RippleDetailSchema = z.strictObject({
  family: z.literal('ripple'),
  /** Account: the sending account, as the signed bytes name it */
  from: z.string().max(200),
  /** Destination */
  to: z.string().max(200),
  /** Amount, drops (XRP only: an issued amount is refused) */
  amount: BaseUnits,
  /** Fee, drops: all the transaction can cost */
  fee: BaseUnits,
  sequence: UInt32,
  lastLedgerSequence: UInt32,
  destinationTag: UInt32.optional(),
});
export type RippleJournalDetail = z.infer<typeof RippleDetailSchema>;
