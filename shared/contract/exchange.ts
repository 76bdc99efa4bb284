import { z } from 'zod';
import { TxPreviewSchema } from '../preview/txPreview';
import { AMOUNT_PATTERN } from './transfers';

const CoinId = z.string().min(1).max(200);
const Decimal = z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5');
/** an asset a swap pays out: `<chain>:native` (a chain's own coin) or `<chain>:<contract>` */
const AssetId = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[a-z][a-z0-9_]{1,39}:[\w.-]{1,128}$/, 'Not an asset');
/** a transaction hash as a chain writes it */
const TxHash = z
  .string()
  .min(16)
  .max(130)
  .regex(/^(0x)?[0-9a-fA-F]+$/, 'Not a transaction hash');

/** An asset a provider can swap to, with its chain. */
export const ExchangeToAssetSchema = z.strictObject({
  id: z.string(),
  chainName: z.string(),
  chainDisplayName: z.string(),
  symbol: z.string(),
});

/** A coin of the wallet a swap can start from (spec §3 `selectedFromAsset` with `selectedFromWallet`). */
export const ExchangeFromAssetSchema = z.strictObject({
  coinId: z.string(),
  walletId: z.string(),
  walletName: z.string(),
  chainName: z.string(),
  chainDisplayName: z.string(),
  symbol: z.string(),
});

/** One provider's answer (spec §3 `availableProviders`), every amount decimal in its asset's unit. */
export const ExchangeProviderQuoteSchema = z.strictObject({
  /** what `exchange.swap` names to pay this quote's deposit */
  quoteId: z.string(),
  provider: z.string(),
  displayName: z.string(),
  fromSymbol: z.string(),
  toSymbol: z.string(),
  /** what the wallet deposits */
  amountIn: z.string(),
  /** `amountTo`: what the user receives after every fee */
  expectedOut: z.string(),
  /** the least the swap pays out, else it refunds */
  minOut: z.string(),
  fees: z.array(z.strictObject({ label: z.string(), amount: z.string() })),
  /** the deposit's network fee, in `networkFeeSymbol` */
  networkFee: z.string(),
  networkFeeSymbol: z.string(),
  /** the provider's recommended least amount in */
  minAmountIn: z.string(),
  /** unix seconds */
  expiry: z.number().int(),
  totalSeconds: z.number().int().nullable(),
  warning: z.string().optional(),
  depositAddress: z.string(),
  router: z.string().optional(),
  memo: z.string(),
  /** the memo in words */
  memoWords: z.string(),
  /** what the wallet signs, in words, one line per transaction in the order they are sent */
  steps: z.array(z.string()),
  destination: z.string(),
  /** the name the user typed that resolved to `destination` (spec §3 `exchangeToName`) */
  destinationName: z.string().optional(),
  /**
   * The deposit simulated on the profile's node (issue 32), where the coin's family can: held to
   * this quote, a `mismatch` makes `exchange.swap` refuse. Absent for an order whose deposit
   * address exists only once it is placed (simulated then, before signing).
   */
  preview: TxPreviewSchema.optional(),
});
export type ExchangeProviderQuote = z.infer<typeof ExchangeProviderQuoteSchema>;

export const SwapStageSchema = z.enum(['pending', 'observed', 'completed', 'refunded']);
export type SwapStage = z.infer<typeof SwapStageSchema>;

/**
 * Exchange (spec §3 Exchange, §4 "loading, then success true or false", §5 custom destination):
 * swaps from a coin of the current wallet through the providers that quote the pair, every
 * deposit checked by the signer against the approved swap.
 */
export const exchangeCalls = {
  /** What can be swapped: the current wallet's coins some provider takes, and what they swap to. */
  'exchange.assets': {
    input: z.strictObject({}),
    output: z.strictObject({
      from: z.array(ExchangeFromAssetSchema),
      to: z.array(ExchangeToAssetSchema),
    }),
  },
  /**
   * The providers' quotes for `amount` of the coin to `toAsset`, best first (what the user
   * receives). `customAddress`: pay out there instead of the wallet's own address (an address
   * or, where the chain has names, a name); refused with 'Invalid Custom Address'.
   */
  'exchange.quote': {
    input: z.strictObject({
      coinId: CoinId,
      toAsset: AssetId,
      amount: Decimal,
      customAddress: z.string().trim().min(1).max(200).optional(),
    }),
    output: z.strictObject({
      availableProviders: z.array(ExchangeProviderQuoteSchema),
      /** where the swap pays out (`exchangeToAddress`) and the name it came from (`exchangeToName`) */
      destination: z.string(),
      destinationName: z.string().optional(),
      /** providers that could not quote, with why */
      unavailable: z.array(z.strictObject({ displayName: z.string(), reason: z.string() })),
    }),
  },
  /**
   * Pays the quote's deposit through the signer's swap-deposit check; a quote close to its
   * expiry is asked for again first. `moved`: the new quote guarantees less; nothing was sent
   * and the user reviews `quote` (its new id) again.
   */
  'exchange.swap': {
    input: z.strictObject({ quoteId: z.string().min(1).max(64), approvedFee: Decimal }),
    output: z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('sent'),
        hash: z.string(),
        /** the quote signed: the approved one, or a re-quote guaranteeing at least as much */
        quote: ExchangeProviderQuoteSchema,
        requoted: z.boolean(),
      }),
      z.strictObject({
        kind: z.literal('moved'),
        quote: ExchangeProviderQuoteSchema,
        /** decimal, to asset: how much less the new quote guarantees */
        minOutChange: z.string(),
      }),
    ]),
  },
  /** Where a swap sent by `exchange.swap` has got to: deposit pending, seen, paid out (with the payout). */
  'exchange.status': {
    input: z.strictObject({ hash: TxHash }),
    output: z.strictObject({
      stage: SwapStageSchema,
      outHash: z.string().optional(),
      outChainName: z.string().optional(),
      /** paid inside `outChainName`'s own block (RUNE on THORChain): no transaction to link */
      outNative: z.boolean().optional(),
      /** decimal, in `outSymbol` */
      outAmount: z.string().optional(),
      outSymbol: z.string().optional(),
    }),
  },
} as const;
