import { z } from 'zod';

/**
 * The product backend's exchange answers. "Exchange create" is the spec's (app.md §7: a 200 or
 * 201 answer reads amount, amountTo, depositAddress, memo); the quote list and the order status
 * are this app's paths, documented in the README. Amounts arrive as decimal strings or JSON
 * numbers and become text here, held to the decimal shape later.
 */
const Amount = z.union([z.string().max(80), z.number()]).transform(String);
const Name = z.string().min(1).max(64);

export const ExchangeQuoteWireSchema = z.looseObject({
  data: z.looseObject({
    providers: z
      .array(
        z.looseObject({
          providerName: Name,
          displayName: Name,
          /** what the user receives after every fee, at a fixed rate */
          amountTo: Amount,
          minAmount: Amount,
          maxAmount: Amount.nullish(),
          /** the provider's fee, in the to asset */
          fee: Amount.nullish(),
          /** how long the fixed rate holds */
          expiresIn: z.number().int().min(1).max(3600),
          totalSeconds: z.number().int().min(0).max(86_400).nullish(),
        }),
      )
      .max(50),
  }),
});

export const ExchangeCreateWireSchema = z.looseObject({
  id: z.string().min(1).max(128).optional(),
  amount: Amount,
  amountTo: Amount,
  depositAddress: z.string().min(1).max(200),
  memo: z
    .union([z.string().max(600), z.number()])
    .transform(String)
    .nullish(),
});

/** The backend's order states, mapped to the swap's stages by the provider. */
export const ORDER_STATUS_WIRE = {
  waiting: 'pending',
  confirming: 'observed',
  exchanging: 'observed',
  finished: 'completed',
  refunded: 'refunded',
} as const;

export const ExchangeStatusWireSchema = z.looseObject({
  data: z.looseObject({
    status: z.enum(Object.keys(ORDER_STATUS_WIRE) as [keyof typeof ORDER_STATUS_WIRE]),
    payoutHash: z.string().min(1).max(130).nullish(),
    amountTo: Amount.nullish(),
  }),
});
