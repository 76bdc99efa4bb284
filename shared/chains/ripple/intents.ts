import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What ripple signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const RIPPLE_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * An XRP Payment: `to` the destination (classic address), `amount` drops, the destination tag
 * from `memo` (kind 'tag', 32 bits). The signer reads Account, Destination, Amount,
 * DestinationTag, Fee, Sequence and LastLedgerSequence from the binary it signs.
 */
export const RippleIntentSchema = z.strictObject({
  family: z.literal('ripple'),
  ...SignIntentCommon,
  kind: z.enum(RIPPLE_KINDS),
  from: From,
  /**
   * The open ledger's index (rippled's ledger_current) the Payment was built on: the signer
   * holds LastLedgerSequence to a short window above it, so the signed bytes cannot be kept
   * and landed long after the user sent them.
   */
  currentLedger: z.number().int().min(1).max(0xffff_ffff),
});
