import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a TON wallet request it signed. */
export const TonDetailSchema = z.strictObject({
  family: z.literal('ton'),
  /** the wallet contract the request went to, as the signer derived it from the key */
  from: z.string().max(200),
  walletVersion: z.enum(['v4r2', 'v5r1']),
  seqno: z.number().int().min(0),
  /** unix seconds: the request cannot land after it */
  validUntil: z.number().int().min(0),
  /** it carried the wallet's state init (the first send deploys the wallet) */
  deploys: z.boolean(),
  /**
   * a jetton transfer: the TON attached to the jetton wallet (its unspent part comes back);
   * '0' for TON, whose network fee the signed bytes do not bound
   */
  fee: BaseUnits,
  jettonMaster: z.string().max(100).optional(),
});
export type TonJournalDetail = z.infer<typeof TonDetailSchema>;
