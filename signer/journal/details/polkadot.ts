import { z } from 'zod';
import { BaseUnits } from './units';

/** What the signer itself read from a Polkadot transaction it signed. */
export const PolkadotDetailSchema = z.strictObject({
  family: z.literal('polkadot'),
  /** the sending account, as the signed bytes name it */
  from: z.string().max(200),
  /** the most the signed transaction can pay in fees, base units */
  fee: BaseUnits,
});
