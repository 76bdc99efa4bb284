import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Tezos operation it signed (the forged bytes, parsed). */
export const TezosDetailSchema = z.strictObject({
  family: z.literal('tezos'),
  /** the sending account, as the signed bytes name it */
  from: z.string().max(200),
  /** the most the signed operation can cost: every fee plus storage_limit × cost per byte, mutez */
  fee: BaseUnits,
  /** the block hash the operation is branched on (it expires with it) */
  branch: z.string().max(60),
  /** the transaction's counter */
  counter: BaseUnits,
  /** a reveal of the key was batched in */
  reveal: z.boolean(),
  gasLimit: BaseUnits,
  storageLimit: BaseUnits,
  /** a token transfer (issue 37): the token's contract, `:token id` for FA2 */
  token: z.string().max(80).optional(),
  /** the operation hash (o…) the chain names it by */
  opHash: z.string().max(60),
});
export type TezosJournalDetail = z.infer<typeof TezosDetailSchema>;
