import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Stellar transaction it signed (the envelope's XDR). */
export const StellarDetailSchema = z.strictObject({
  family: z.literal('stellar'),
  /** the sending account, as the signed bytes name it */
  from: z.string().max(200),
  /** the one operation it carries */
  operation: z.enum(['payment', 'createAccount', 'changeTrust']),
  /** the destination (the wallet's own address for a ChangeTrust) */
  destination: z.string().max(200),
  /** stroops or asset base units; a ChangeTrust's limit */
  amount: BaseUnits,
  /** CODE:ISSUER, or 'native' */
  asset: z.string().max(70),
  /** the most the signed transaction can pay in fees, stroops */
  fee: BaseUnits,
  /** the sequence number it consumes */
  sequence: BaseUnits,
  /** time bounds, unix seconds */
  maxTime: z.number().int(),
  /** memo as signed: kind and value ('' for none) */
  memo: z.string().max(80),
});
export type StellarJournalDetail = z.infer<typeof StellarDetailSchema>;
