import { z } from 'zod';
import { BaseUnits } from '../signer/intents/common';

/**
 * The most memo bytes a Bitcoin-family deposit carries: Bitcoin Core's and Litecoin Core's
 * standardness limit on OP_RETURN data (-datacarriersize 80).
 */
export const OP_RETURN_MAX_BYTES = 80;

/**
 * How far ahead a swap deposit's expiry may be: THORNode's quotes hold 15 minutes; a later expiry
 * would let a deposit held back land long after the price the user saw. Main refuses such a
 * quote, the signer such a deposit (signer/chains/checkSwapMemo.ts).
 */
export const MAX_EXPIRY_AHEAD_S = 3600;

/** A THORChain asset id as THORNode spells it in full: `BTC.BTC`, `ETH.USDT-0XDAC1…1EC7` (upper case). */
export const ThorchainAssetId = z.string().regex(/^[A-Z][A-Z0-9]{1,9}\.[A-Z0-9]{1,20}(-[A-Z0-9]{1,66})?$/);

/**
 * What the user approved of a swap beside the deposit itself (its amount, deposit address and
 * memo are the intent's `amount`, `to` and `memo`). The signer parses the memo it signs and
 * holds it to these terms: the asset and destination it pays out to, a limit at least
 * `minOut`, no affiliate but the approved one, and never after `expiry`.
 */
export const SwapTermsSchema = z.strictObject({
  provider: z.literal('thorchain'),
  /** the asset the swap pays out */
  toAsset: ThorchainAssetId,
  /** where it pays out: an address on the to-asset's chain */
  destination: z.string().min(1).max(128),
  /** the least the user accepts to receive, THORChain's 1e8 units: the memo's limit may not be lower */
  minOut: BaseUnits,
  /** the quote's end, unix seconds: the signer refuses to sign the deposit from then on */
  expiry: z.number().int().positive(),
  /** the affiliate fee the user was shown, if the quote carries one */
  affiliate: z
    .strictObject({ name: z.string().min(1).max(64), feeBps: z.number().int().min(0).max(1000) })
    .optional(),
});
export type SwapTerms = z.infer<typeof SwapTermsSchema>;
