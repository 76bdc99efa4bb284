import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/**
 * An APT transfer: `to` the recipient (0x and 64 hex digits), `amount` octas. The signer reads
 * the sender, the entry function and its recipient and amount, max gas × gas unit price, the
 * chain id and the expiration from the BCS RawTransaction it signs; an Aptos send carries no memo.
 */
export const AptosIntentSchema = z.strictObject({
  family: z.literal('aptos'),
  ...SignIntentCommon,
  from: From,
});
