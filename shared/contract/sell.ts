import { z } from 'zod';
import { AMOUNT_PATTERN, FEE_RATE_PATTERN, MemoSchema } from './transfers';

const Decimal = z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5');
const CoinId = z.string().min(1).max(200);
/** what the backend names a quote and a provider: plain tokens, never markup or paths */
const RequestId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w.:-]+$/, 'Not a request id');
const ProviderName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'Not a provider name');

/** One provider's offer (spec §3 Sell crypto: cryptoProviders), amounts as decimal strings. */
export const CryptoProviderSchema = z.strictObject({
  name: ProviderName,
  displayName: z.string().min(1).max(64),
  /** what the user receives, in `fiatCurrency`, after the provider's fees */
  fiatAmount: z.string(),
  fiatCurrency: z.string(),
  /** the provider's fees, in `fiatCurrency` */
  fees: z.string(),
  payoutMethods: z.array(z.string().max(64)).max(20),
  /** the least and most the provider takes, in the sold coin */
  limits: z.strictObject({ min: z.string(), max: z.string() }),
  /** the amount is inside the limits: only then can it be picked */
  withinLimits: z.boolean(),
  /** the provider's site: its sell page must be on this host */
  host: z.string(),
});
export type CryptoProvider = z.infer<typeof CryptoProviderSchema>;

/** Where and what to deposit (spec §3 transferDetails). */
export const TransferDetailsSchema = z.strictObject({
  depositAddress: z.string().max(200),
  depositAmount: z.string(),
  memo: MemoSchema.optional(),
});
export type TransferDetails = z.infer<typeof TransferDetailsSchema>;

/** Which sale the deposit belongs to (spec §3 requestDetails). */
export const RequestDetailsSchema = z.strictObject({
  requestId: z.string(),
  providerName: z.string(),
  providerDisplayName: z.string(),
  /** the coin id sold */
  selectedFromAsset: z.string(),
  /** the wallet id it is sold from */
  selectedFromWallet: z.string(),
});
export type RequestDetails = z.infer<typeof RequestDetailsSchema>;

const sellRef = { requestId: RequestId, providerName: ProviderName };

export const sellCalls = {
  /** Whether this build can sell (a product backend is configured), so the page says so up front. */
  'sell.available': {
    input: z.strictObject({}),
    output: z.strictObject({ available: z.boolean() }),
  },
  /**
   * The providers' offers for selling `amount` of a coin of the current wallet, best payout
   * first. A newer quote supersedes an older one still waiting (that one fails as superseded).
   */
  'sell.quote': {
    input: z.strictObject({ coinId: CoinId, amount: Decimal }),
    output: z.strictObject({ requestId: z.string(), cryptoProviders: z.array(CryptoProviderSchema) }),
  },
  /**
   * The picked provider's deposit, checked against the quote (asset, amount, address valid for
   * the chain, memo where the chain needs one); `ready: false` while the provider has none yet.
   */
  'sell.paymentDetails': {
    input: z.strictObject(sellRef),
    output: z.discriminatedUnion('ready', [
      z.strictObject({ ready: z.literal(false) }),
      z.strictObject({
        ready: z.literal(true),
        transferDetails: TransferDetailsSchema,
        requestDetails: RequestDetailsSchema,
        /** what the quote said the user receives, for the review */
        fiatAmount: z.string(),
        fiatCurrency: z.string(),
      }),
    ]),
  },
  /**
   * Pays the deposit the user reviewed through the send path: main refuses when the details
   * differ from the checked ones, and the signer holds the transaction to them.
   */
  'sell.deposit': {
    input: z.strictObject({
      ...sellRef,
      transferDetails: TransferDetailsSchema,
      feeOption: z.enum(['Recommended', 'Normal', 'Custom']),
      customFee: z.string().regex(FEE_RATE_PATTERN).optional(),
      /** the fee the review showed; the signer refuses anything costing more */
      approvedFee: Decimal,
    }),
    output: z.strictObject({ hash: z.string() }),
  },
  /** Where the sale stands at the provider after the deposit: waiting for it, received, paid out. */
  'sell.status': {
    input: z.strictObject(sellRef),
    output: z.strictObject({ status: z.enum(['waiting', 'received', 'paidOut', 'failed']) }),
  },
  /**
   * The provider's page (identity checks, payout details), https on the quoted provider's
   * host only. Electron opens it in the system browser; the browser host returns it unopened
   * for the page to open in a new tab.
   */
  'sell.openProvider': {
    input: z.strictObject(sellRef),
    output: z.strictObject({ url: z.string(), opened: z.boolean() }),
  },
} as const;
