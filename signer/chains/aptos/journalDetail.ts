import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from an Aptos RawTransaction it signed (BCS, decoded with the SDK). */
export const AptosDetailSchema = z.strictObject({
  family: z.literal('aptos'),
  /** sender, as the signed bytes name it (0x and 64 hex digits) */
  from: z.string().max(200),
  /** the entry function's recipient */
  to: z.string().max(200),
  /** the entry function's amount: octas, or the token's base units */
  amount: BaseUnits,
  /** the token moved (a fungible asset's metadata address or a coin type); absent: APT */
  token: z.string().max(300).optional(),
  /** max_gas_amount × gas_unit_price: the most the transaction can pay in gas, octas */
  fee: BaseUnits,
  /** the entry function, as address::module::function */
  function: z.string().max(200),
  sequenceNumber: BaseUnits,
  maxGasAmount: BaseUnits,
  gasUnitPrice: BaseUnits,
  /** expiration_timestamp_secs */
  expiration: BaseUnits,
  chainId: z.number().int().min(0).max(255),
});
export type AptosJournalDetail = z.infer<typeof AptosDetailSchema>;
