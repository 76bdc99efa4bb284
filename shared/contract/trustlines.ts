import { z } from 'zod';
import { AMOUNT_PATTERN } from './transfers';
import { TRUST_ACTIONS } from './txKinds';

const CoinId = z.string().min(1).max(200);
const Decimal = z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5');
const TrustActionSchema = z.enum(TRUST_ACTIONS);

/**
 * Trustlines, where a token must be opted in to before the account can hold it (Stellar):
 * adding such a token offers to open its trustline, and removing one with a zero balance offers
 * to close it. Both act on a token coin of the wallet; the family says whether it has them.
 */
export const trustlineCalls = {
  /** Whether the token's trustline is open, and what opening or closing it costs and locks. */
  'tokens.trustQuote': {
    input: z.strictObject({ coinId: CoinId, action: TrustActionSchema }),
    output: z.strictObject({
      /** false: the family has no trustlines; nothing to offer */
      supported: z.boolean(),
      /** the trustline is open now */
      exists: z.boolean(),
      authorized: z.boolean(),
      /** decimal, in the token's unit */
      balance: z.string(),
      symbol: z.string(),
      /** whether `action` can be done now; `reason` says why not */
      possible: z.boolean(),
      reason: z.string().optional(),
      /** decimal, native coin: the reserve the trustline locks while open (freed when closed) */
      reserve: z.string().optional(),
      fee: z.string().optional(),
      feeSymbol: z.string(),
    }),
  },
  /** `approvedFee` is the fee the offer showed; the signer refuses a transaction costing more. */
  'tokens.trustSubmit': {
    input: z.strictObject({ coinId: CoinId, action: TrustActionSchema, approvedFee: Decimal }),
    output: z.strictObject({ hash: z.string() }),
  },
} as const;
