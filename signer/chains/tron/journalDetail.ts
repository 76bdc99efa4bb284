import { z } from 'zod';
import { BaseUnits } from '../../journal/details/units';

/** What the signer itself read from a Tron transaction it signed (raw_data, protobuf-decoded). */
export const TronDetailSchema = z.strictObject({
  family: z.literal('tron'),
  contractType: z.enum([
    'TransferContract',
    'TriggerSmartContract',
    'FreezeBalanceV2Contract',
    'UnfreezeBalanceV2Contract',
    'VoteWitnessContract',
    'WithdrawExpireUnfreezeContract',
    'WithdrawBalanceContract',
  ]),
  /** owner_address, base58 */
  owner: z.string(),
  /** the TRX recipient, the token contract of a TRC-20 call, '' for staking contracts */
  txTo: z.string(),
  /** sun sent, frozen or unfrozen; token base units of a TRC-20 transfer; '0' otherwise */
  amount: BaseUnits,
  feeLimit: BaseUnits,
  /** unix ms */
  expiration: z.number().int(),
  /** raw_data.data (the memo), hex */
  data: z.string().regex(/^[0-9a-f]*$/),
});
export type TronJournalDetail = z.infer<typeof TronDetailSchema>;
