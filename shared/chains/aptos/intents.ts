import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What aptos signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const APTOS_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * An APT transfer: `to` the recipient (0x and 64 hex digits), `amount` octas. The signer reads
 * the sender, the entry function and its recipient and amount, max gas × gas unit price, the
 * chain id and the expiration from the BCS RawTransaction it signs; an Aptos send carries no memo.
 */
export const AptosIntentSchema = z.strictObject({
  family: z.literal('aptos'),
  ...SignIntentCommon,
  kind: z.enum(APTOS_KINDS),
  from: From,
});
