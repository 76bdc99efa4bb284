import { z } from 'zod';
import { BaseUnits } from './units';

/** What the signer itself read from a Cosmos transaction it signed. */
export const CosmosDetailSchema = z.strictObject({
  family: z.literal('cosmos'),
  /** the sending account, as the signed bytes name it */
  from: z.string().max(200),
  /** the most the signed transaction can pay in fees, base units */
  fee: BaseUnits,
});
