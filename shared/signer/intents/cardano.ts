import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/**
 * An ADA transfer of `amount` lovelace to `to` from the wallet's own base address `from`: the
 * signer holds the body's first output to exactly that, every other output to `from` (change,
 * which it derives itself), the body's fee to `feeCap`, and refuses anything else a body can
 * carry (certificates, withdrawals, mint, metadata).
 */
export const CardanoIntentSchema = z.strictObject({
  family: z.literal('cardano'),
  ...SignIntentCommon,
  from: From,
});
