import { z } from 'zod';

/**
 * The product backend's sell answers (spec app.md §7 "Sell crypto quote / payment details /
 * url"). Amounts arrive as decimal strings or JSON numbers; both become decimal text here and
 * are held to the decimal shape later (a float like 1e-7 then fails instead of being guessed).
 */
const Amount = z.union([z.string().max(80), z.number(), z.bigint()]).transform(String);
const Text = z.string().min(1).max(200);

const WireProviderSchema = z.looseObject({
  name: z.string().min(1).max(64),
  displayName: z.string().min(1).max(64),
  fiatAmount: Amount,
  fees: Amount,
  payoutMethods: z.array(z.string().max(64)).max(20).default([]),
  limits: z.looseObject({ min: Amount, max: Amount }),
  url: z.string().min(1).max(500),
  chain_name: Text.optional(),
  symbol: Text.optional(),
});

export const SellQuoteWireSchema = z.looseObject({
  data: z.looseObject({
    requestId: z.string().min(1).max(128),
    cryptoProviders: z.array(WireProviderSchema).max(50),
  }),
});

export const PaymentDetailsWireSchema = z.looseObject({
  data: z.looseObject({
    depositAddress: z.string().max(500).nullish(),
    amount: Amount.nullish(),
    memo: z
      .union([z.string().max(600), z.number(), z.bigint()])
      .transform(String)
      .nullish(),
    chain_name: Text.optional(),
    symbol: Text.optional(),
  }),
});

export const SellUrlWireSchema = z.looseObject({
  data: z.looseObject({ url: z.string().min(1).max(2000) }),
});

/** The backend's sale states, mapped to the wallet's words by the provider. */
export const SALE_STATUS_WIRE = {
  waiting_deposit: 'waiting',
  deposit_received: 'received',
  paid_out: 'paidOut',
  failed: 'failed',
} as const;

export const SaleStatusWireSchema = z.looseObject({
  data: z.looseObject({
    status: z.enum(Object.keys(SALE_STATUS_WIRE) as [keyof typeof SALE_STATUS_WIRE]),
  }),
});
