import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { BaseUnits, From, SignIntentCommon } from '../../signer/intents/common';
import { CURRENCY_PATTERN, ISSUER_PATTERN } from './issued';

/** What ripple signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const RIPPLE_KINDS = [
  'transfer',
  'trust',
  'untrust',
  'sellDeposit',
] as const satisfies readonly TxKind[];

/** an issued currency: its code as the ledger writes it and its issuer */
export const RippleTokenSchema = z.strictObject({
  currency: z.string().regex(CURRENCY_PATTERN),
  issuer: z.string().regex(ISSUER_PATTERN),
});

/**
 * transfer: a Payment: `to` the destination (classic address), `amount` drops, or with `token`
 * base units of that issued currency (shared/chains/ripple/issued.ts), `sendMax` then the most
 * the sender's balance may lose (the amount plus the issuer's transfer fee); the destination tag
 * from `memo` (kind 'tag', 32 bits). trust / untrust: a TrustSet of `token` with `limit` (base
 * units; '0' to remove the line), `to` the wallet's own address, amount '0'. The signer reads
 * every field from the binary it signs.
 */
export const RippleIntentSchema = z.strictObject({
  family: z.literal('ripple'),
  ...SignIntentCommon,
  kind: z.enum(RIPPLE_KINDS),
  from: From,
  token: RippleTokenSchema.optional(),
  sendMax: BaseUnits.optional(),
  limit: BaseUnits.optional(),
  /**
   * The open ledger's index (rippled's ledger_current) the Payment was built on: the signer
   * holds LastLedgerSequence to a short window above it, so the signed bytes cannot be kept
   * and landed long after the user sent them.
   */
  currentLedger: z.number().int().min(1).max(0xffff_ffff),
});
