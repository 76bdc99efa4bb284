import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';
import { AptosTokenSchema } from './tokens';

/** What aptos signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const APTOS_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * An APT transfer: `to` the recipient (0x and 64 hex digits), `amount` octas. With `token`, a
 * transfer of that fungible asset (0x1::primary_fungible_store::transfer) or coin
 * (0x1::aptos_account::transfer_coins<T>) instead, `amount` in its base units; the gas is paid
 * in APT either way. The signer reads the sender, the entry function with its type arguments
 * and arguments, max gas × gas unit price, the chain id and the expiration from the BCS
 * RawTransaction it signs; an Aptos send carries no memo.
 */
export const AptosIntentSchema = z.strictObject({
  family: z.literal('aptos'),
  ...SignIntentCommon,
  kind: z.enum(APTOS_KINDS),
  from: From,
  token: AptosTokenSchema.optional(),
});
