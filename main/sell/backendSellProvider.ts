import type { Http } from '../net/http';
import { readAnswer } from '../net/readAnswer';
import {
  PaymentDetailsWireSchema,
  SALE_STATUS_WIRE,
  SaleStatusWireSchema,
  SellQuoteWireSchema,
  SellUrlWireSchema,
} from './sellWire';
import type {
  PaymentDetailsAnswer,
  SaleStatus,
  SellProvider,
  SellQuoteAnswer,
  SellQuoteRequest,
  SellRef,
} from './types';

/**
 * The product backend as a sell provider. The spec does not show the paths, so these are this
 * app's, documented in the README: `POST /sell/quote`, `POST /sell/payment-details`,
 * `POST /sell/url` and `POST /sell/status` under WALLET_BACKEND_URL.
 */
export class BackendSellProvider implements SellProvider {
  readonly source: string;

  constructor(
    private readonly http: Http,
    private readonly base: string,
  ) {
    this.source = new URL(base).host;
  }

  private post(path: string, json: unknown): Promise<unknown> {
    return this.http.json(`${this.base.replace(/\/+$/, '')}${path}`, { method: 'POST', json, retries: 0 });
  }

  async quote(req: SellQuoteRequest): Promise<SellQuoteAnswer> {
    const raw = await this.post('/sell/quote', {
      chain_name: req.chainName,
      symbol: req.symbol,
      ...(req.contractAddress ? { contract_address: req.contractAddress } : {}),
      amount: req.amount,
      currency: req.currency,
    });
    const { data } = readAnswer(SellQuoteWireSchema, raw, 'sell quote', this.source);
    return {
      requestId: data.requestId,
      providers: data.cryptoProviders.map((p) => ({
        name: p.name,
        displayName: p.displayName,
        fiatAmount: p.fiatAmount,
        fees: p.fees,
        payoutMethods: p.payoutMethods,
        limits: { min: p.limits.min, max: p.limits.max },
        url: p.url,
        ...(p.chain_name ? { chainName: p.chain_name } : {}),
        ...(p.symbol ? { symbol: p.symbol } : {}),
      })),
    };
  }

  async paymentDetails(ref: SellRef): Promise<PaymentDetailsAnswer | null> {
    const raw = await this.post('/sell/payment-details', ref);
    const { data } = readAnswer(PaymentDetailsWireSchema, raw, 'payment details', this.source);
    if (!data.depositAddress) return null;
    return {
      depositAddress: data.depositAddress,
      amount: data.amount ?? '',
      ...(data.memo ? { memo: data.memo } : {}),
      ...(data.chain_name ? { chainName: data.chain_name } : {}),
      ...(data.symbol ? { symbol: data.symbol } : {}),
    };
  }

  async sellUrl(ref: SellRef): Promise<string> {
    const raw = await this.post('/sell/url', ref);
    return readAnswer(SellUrlWireSchema, raw, 'sell url', this.source).data.url;
  }

  async status(ref: SellRef): Promise<SaleStatus> {
    const raw = await this.post('/sell/status', ref);
    return SALE_STATUS_WIRE[readAnswer(SaleStatusWireSchema, raw, 'sale status', this.source).data.status];
  }
}
