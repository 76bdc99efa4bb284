import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What stellar signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const STELLAR_KINDS = [
  'transfer',
  'trust',
  'untrust',
  'sellDeposit',
] as const satisfies readonly TxKind[];

/** a Stellar asset other than XLM: its code and issuer (G…) */
export const StellarAssetSchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9]{1,12}$/),
  issuer: z.string().regex(/^G[A-Z2-7]{55}$/),
});

/**
 * transfer: a Payment of XLM or `asset` to `to`, or a CreateAccount when the user approved
 * opening the destination (`createsAccount`); `memo` text (a 64-hex-digit text is a memo hash),
 * id (kind 'tag') or hash. `amount` stroops or the asset's base units (7 decimals).
 * trust / untrust: a ChangeTrust for `asset` (limit max / 0), `to` the wallet's own address,
 * amount '0'.
 */
export const StellarIntentSchema = z.strictObject({
  family: z.literal('stellar'),
  ...SignIntentCommon,
  kind: z.enum(STELLAR_KINDS),
  from: From,
  asset: StellarAssetSchema.optional(),
  createsAccount: z.boolean().optional(),
});
