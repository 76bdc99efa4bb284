/**
 * One interface for every swap provider (THORChain first; the spec's "exchange create"
 * backend next): quote, the deposit to make, and the swap's progress. The exchange service
 * speaks only this; a provider's wire formats stay in its own folder. Amounts are bigint base
 * units of the asset they count (the from coin's, the to coin's), whatever the provider's own.
 */
import type { SwapDepositParams } from '../chains/family';

/** A chain's native coin (contractAddress absent) or one of its tokens. */
export interface ExchangeAsset {
  chainName: string;
  symbol: string;
  decimals: number;
  contractAddress?: string;
}

export interface ProviderQuoteParams {
  from: ExchangeAsset;
  to: ExchangeAsset;
  /** base units of `from` */
  amount: bigint;
  /** where the swap pays out, on `to`'s chain */
  destination: string;
  /** the name the user typed that resolved to `destination`, if any */
  destinationName?: string;
  /** the wallet's own address on `from`'s chain: where a failed swap pays back */
  refundAddress: string;
}

/**
 * What the wallet pays: a THORChain-style deposit its family builds (`swap`: memo output or
 * router call, the signer reading the memo), or a plain transfer to the address an "exchange
 * create" order gave (`transfer`: with the order's memo where the chain takes one), the signer
 * holding recipient, amount and memo. Before the order exists `depositAddress` is empty.
 */
export type ProviderDeposit =
  | ({ kind: 'swap' } & SwapDepositParams)
  | { kind: 'transfer'; depositAddress: string; amount: bigint; memo: string; orderId?: string };

export interface ProviderFee {
  label: string;
  /** base units of `to` */
  amount: bigint;
}

export interface ProviderQuote {
  provider: string;
  displayName: string;
  params: ProviderQuoteParams;
  /** base units of `to`, after every fee */
  expectedOut: bigint;
  /** the least the swap pays out, else it refunds */
  minOut: bigint;
  fees: ProviderFee[];
  /** base units of `from`: less is not worth swapping */
  minAmountIn: bigint;
  /** unix seconds */
  expiry: number;
  totalSeconds: number | null;
  warning?: string;
  /** the memo in words, for the review */
  memoWords: string;
  /**
   * What the wallet signs, in words, one line per transaction in the order they are sent (a
   * token's exact approval, then its deposit): the review says each before any is signed.
   */
  steps: string[];
  /** what the wallet pays, in `from`'s base units */
  deposit: ProviderDeposit;
}

/** A quote to sign, or the user is asked again because the price moved against them. */
export type FreshProviderQuote =
  | { kind: 'current'; quote: ProviderQuote }
  | { kind: 'moved'; quote: ProviderQuote; previous: ProviderQuote };

export type SwapStage = 'pending' | 'observed' | 'completed' | 'refunded';

export interface SwapProgress {
  stage: SwapStage;
  /** the payout (or refund) transaction, once sent */
  outHash?: string;
  outChainName?: string;
  /**
   * paid inside `outChainName`'s own block with no transaction of its own (RUNE from THORChain:
   * THORNode's out id is 64 zeros), so there is nothing to link
   */
  outNative?: true;
  /** base units of the asset paid out */
  outAmount?: bigint;
}

export interface ExchangeProvider {
  readonly id: string;
  readonly displayName: string;
  /** whether the provider swaps this pair at all (no network call) */
  supports(from: ExchangeAsset, to: ExchangeAsset): boolean;
  /** the assets it swaps that the registry knows */
  assets(): ExchangeAsset[];
  /**
   * Its offers for `p`: one from a protocol (THORChain), one per partner from a backend that
   * aggregates several (each shown apart, so the user compares them all).
   */
  quote(p: ProviderQuoteParams): Promise<ProviderQuote[]>;
  /**
   * The approved quote if it still holds long enough to sign, else a new one; an "exchange
   * create" provider places its order here, just before signing, and returns its deposit.
   */
  fresh(approved: ProviderQuote): Promise<FreshProviderQuote>;
  /** the progress of the swap whose deposit is `hash` on `from`'s chain, paying `quote` */
  status(hash: string, quote: ProviderQuote): Promise<SwapProgress>;
}
