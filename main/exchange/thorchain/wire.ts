/**
 * THORNode's answers in their own wire format (thornode's OpenAPI, as the generated types of
 * `@xchainjs/xchain-thornode` spell it: `InboundAddress`, `QuoteSwapResponse`). Only the fields
 * the wallet reads are required; THORNode adds fields over time, so others pass unread. The
 * types never leave this folder: callers get ThorchainQuote (quoteSwap.ts).
 */
import { z } from 'zod';

/** amounts are decimal strings of 1e8 units (or of the chain's base units for fees and dust) */
const Units = z.string().regex(/^(0|[1-9]\d{0,38})$/);

/** One row of GET /thorchain/inbound_addresses. */
export const InboundAddressWire = z.object({
  chain: z.string().min(1).max(16),
  address: z.string().min(1).max(128),
  /** EVM chains: the router contract deposits go through */
  router: z.string().max(128).optional(),
  halted: z.boolean(),
  global_trading_paused: z.boolean().optional(),
  chain_trading_paused: z.boolean().optional(),
  dust_threshold: Units.optional(),
  gas_rate: Units.optional(),
  gas_rate_units: z.string().max(32).optional(),
});
export type InboundAddressWire = z.infer<typeof InboundAddressWire>;
export const InboundAddressesWire = z.array(InboundAddressWire).max(64);

/**
 * GET /thorchain/quote/swap's success answer. `inbound_address` is absent for native RUNE: its
 * deposit is a MsgDeposit into THORChain itself, not a send to a vault (quoteSwap.ts decides
 * which chains may go without one).
 */
export const QuoteSwapWire = z.object({
  inbound_address: z.string().min(1).max(128).optional(),
  memo: z.string().min(1).max(250),
  expected_amount_out: Units,
  /** unix seconds */
  expiry: z.number().int().positive(),
  recommended_min_amount_in: Units,
  dust_threshold: Units.optional(),
  router: z.string().max(128).optional(),
  warning: z.string().max(1000).optional(),
  notes: z.string().max(2000).optional(),
  recommended_gas_rate: Units.optional(),
  gas_rate_units: z.string().max(32).optional(),
  fees: z
    .object({
      asset: z.string().max(100),
      affiliate: Units.optional(),
      outbound: Units.optional(),
      liquidity: Units.optional(),
      total: Units.optional(),
      slippage_bps: z.number().int().optional(),
      total_bps: z.number().int().optional(),
    })
    .optional(),
  total_swap_seconds: z.number().int().nonnegative().optional(),
});
export type QuoteSwapWire = z.infer<typeof QuoteSwapWire>;

/** THORNode's error answers: `{ "error": "…" }` from the quote handlers, `{ code, message }` from gRPC-gateway. */
export const ErrorWire = z.union([
  z.object({ error: z.string().max(1000) }),
  z.object({ message: z.string().max(1000) }),
]);
