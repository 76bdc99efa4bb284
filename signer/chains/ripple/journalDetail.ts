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
  /** Amount: drops, or an issued currency's base units (shared/chains/ripple/issued.ts) */
  amount: BaseUnits,
  /** Fee, drops: all the transaction can cost */
  fee: BaseUnits,
  sequence: UInt32,
  lastLedgerSequence: UInt32,
  destinationTag: UInt32.optional(),
  /** an issued currency's Amount (or a TrustSet's LimitAmount): its code and issuer */
  currency: z.string().max(40).optional(),
  issuer: z.string().max(200).optional(),
  /** SendMax of an issued payment, base units */
  sendMax: BaseUnits.optional(),
  /** a TrustSet's limit, base units (0: the line removed) */
  limit: BaseUnits.optional(),
});
export type RippleJournalDetail = z.infer<typeof RippleDetailSchema>;
