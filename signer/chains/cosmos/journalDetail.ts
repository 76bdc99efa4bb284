import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Cosmos transaction it signed (the SignDoc it hashed). */
export const CosmosDetailSchema = z.strictObject({
  family: z.literal('cosmos'),
  /** the message's type url (/cosmos.bank.v1beta1.MsgSend, /types.MsgSend) */
  msgType: z.string().max(100),
  /** the sending account, as the signed bytes name it */
  from: z.string().max(200),
  /** the recipient, as the signed bytes name it */
  to: z.string().max(200),
  /** what the message moves, base units of `denom` */
  amount: BaseUnits,
  denom: z.string().max(128),
  /** the most the signed transaction can pay in fees (its auth info's fee), base units */
  fee: BaseUnits,
  gasLimit: BaseUnits,
  chainId: z.string().max(64),
  accountNumber: BaseUnits,
  sequence: BaseUnits,
  memo: z.string().max(512),
});
export type CosmosJournalDetail = z.infer<typeof CosmosDetailSchema>;
