import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What cardano signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const CARDANO_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * An ADA transfer of `amount` lovelace to `to` from the wallet's own base address `from`: the
 * signer holds the body's first output to exactly that, every other output to `from` (change,
 * which it derives itself), the body's fee to `feeCap`, and refuses anything else a body can
 * carry (certificates, withdrawals, mint, metadata).
 */
export const CardanoIntentSchema = z.strictObject({
  family: z.literal('cardano'),
  ...SignIntentCommon,
  kind: z.enum(CARDANO_KINDS),
  from: From,
});
