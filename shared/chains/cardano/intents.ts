import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { BaseUnits, From, SignIntentCommon } from '../../signer/intents/common';
import { CardanoTokenSchema } from './tokens';

/** What cardano signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const CARDANO_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * An ADA transfer of `amount` lovelace to `to` from the wallet's own base address `from`: the
 * signer holds the body's first output to exactly that, every other output to `from` (change,
 * which it derives itself), the body's fee to `feeCap`, and refuses anything else a body can
 * carry (certificates, withdrawals, mint, metadata).
 *
 * With `token` (issue 37), a native asset transfer instead: the recipient's output holds exactly
 * `amount` of that asset and nothing else besides `lovelace`, the ADA the ledger makes every
 * output carry (its min-ADA, shown to the user as sent along with the token); change keeps every
 * other asset at `from`.
 */
export const CardanoIntentSchema = z.strictObject({
  family: z.literal('cardano'),
  ...SignIntentCommon,
  kind: z.enum(CARDANO_KINDS),
  from: From,
  token: CardanoTokenSchema.optional(),
  /**
   * a token transfer only (the signer refuses it missing there or present elsewhere): lovelace
   * the recipient's output carries besides the token
   */
  lovelace: BaseUnits.optional(),
});
