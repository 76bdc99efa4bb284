/**
 * A sell provider as main sees it (spec app.md §4 Sell crypto: quote, pick a provider, payment
 * details, deposit). Answers are already read from the wire but not yet believed: the sell
 * service checks every one against what the user asked before anything is shown or signed.
 */
export interface SellQuoteRequest {
  chainName: string;
  symbol: string;
  contractAddress?: string;
  /** decimal, in the coin's unit */
  amount: string;
  /** the user's local currency (ISO code) */
  currency: string;
}

export interface QuotedProvider {
  name: string;
  displayName: string;
  /** decimal, what the user receives in the asked currency */
  fiatAmount: string;
  /** decimal, the provider's fees in the same currency */
  fees: string;
  payoutMethods: string[];
  /** decimals, in the sold coin */
  limits: { min: string; max: string };
  /** the provider's site (its host bounds the sell page) */
  url: string;
  /** the asset the provider says it quoted, where it says */
  chainName?: string;
  symbol?: string;
}

export interface SellQuoteAnswer {
  requestId: string;
  providers: QuotedProvider[];
}

export interface SellRef {
  requestId: string;
  providerName: string;
}

/** The deposit as the provider gives it; decimals in the coin's unit. */
export interface PaymentDetailsAnswer {
  depositAddress: string;
  amount: string;
  memo?: string;
  chainName?: string;
  symbol?: string;
}

/** Where the sale stands at the provider, after the deposit. */
export type SaleStatus = 'waiting' | 'received' | 'paidOut' | 'failed';

export interface SellProvider {
  /** where answers come from, for error sentences (the backend's host) */
  readonly source: string;
  quote(req: SellQuoteRequest): Promise<SellQuoteAnswer>;
  /** null while the provider has no deposit for this request yet */
  paymentDetails(ref: SellRef): Promise<PaymentDetailsAnswer | null>;
  /** the provider's page for identity checks and payout details */
  sellUrl(ref: SellRef): Promise<string>;
  /** the sale's progress at the provider: deposit seen, paid out */
  status(ref: SellRef): Promise<SaleStatus>;
}
