import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { SwapTermsSchema } from '../../exchange/swapTerms';
import { From, SignIntentCommon } from '../../signer/intents/common';

/** What cosmos signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const COSMOS_KINDS = [
  'transfer',
  'sellDeposit',
  // a THORChain swap deposit (issue 29): the Hub's MsgSend to the inbound address with the swap memo
  'swapDeposit',
] as const satisfies readonly TxKind[];

/** a uint64 as a decimal string */
const Uint64 = z.string().regex(/^(0|[1-9]\d{0,19})$/);

/**
 * A bank MsgSend (Cosmos Hub `/cosmos.bank.v1beta1.MsgSend`, THORChain `/types.MsgSend`) of
 * `amount` of `denom` from `from` to `to`, `memo` as text; `feeCap` bounds the fee the
 * transaction's auth info pays, in the native denom. The signer takes the chain id from its own
 * table, never from main; `accountNumber` and `sequence` are the ones main read from the chain,
 * and the signed document must carry exactly these. A `swapDeposit` pays the provider's inbound
 * address `to` with the swap `memo` under the approved `swap` terms
 * (signer/chains/cosmos/checkSwapDeposit.ts).
 */
export const CosmosIntentSchema = z.strictObject({
  family: z.literal('cosmos'),
  ...SignIntentCommon,
  kind: z.enum(COSMOS_KINDS),
  from: From,
  denom: z.string().regex(/^[a-zA-Z][a-zA-Z0-9/:._-]{1,127}$/),
  accountNumber: Uint64,
  sequence: Uint64,
  swap: SwapTermsSchema.optional(),
});
