import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Hedera TransactionBody it signed. */
export const HederaDetailSchema = z.strictObject({
  family: z.literal('hedera'),
  /** the paying and debited account (0.0.n), as the signed body names it */
  from: z.string().max(200),
  /** the body's transactionFee: the most the payer can be charged, tinybars */
  fee: BaseUnits,
  /** the chain's transaction id, payer@seconds.nanos */
  transactionId: z.string().max(80),
  /** the consensus node the body is for */
  node: z.string().max(80),
  memo: z.string().max(200),
  /** the HTS token a token send moved or an association added (issue 37) */
  token: z.string().max(80).optional(),
});
export type HederaJournalDetail = z.infer<typeof HederaDetailSchema>;
