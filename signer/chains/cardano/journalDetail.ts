import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Cardano transaction body it signed. */
export const CardanoDetailSchema = z.strictObject({
  family: z.literal('cardano'),
  /** the sending base address, derived by the signer; change went back to it */
  from: z.string().max(200),
  /** the fee the body states, lovelace */
  fee: BaseUnits,
  /** lovelace the body returns to `from` */
  change: BaseUnits,
  /** UTXOs the body spends */
  inputs: z.number().int().min(1),
  /** a native asset transfer: the asset's unit (policy id ‖ asset name); absent: ADA */
  token: z
    .string()
    .regex(/^[0-9a-f]{56}(?:[0-9a-f]{2}){0,32}$/)
    .optional(),
  /** the slot after which the transaction is void */
  ttl: BaseUnits,
});
export type CardanoJournalDetail = z.infer<typeof CardanoDetailSchema>;
