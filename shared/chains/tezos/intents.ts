import type { TxKind } from '../../contract/txKinds';
import { z } from 'zod';
import { From, SignIntentCommon } from '../../signer/intents/common';
import { TezosTokenSchema } from './tokens';

/** What tezos signs; the signer refuses any other kind before a key is touched (shared/signer/intents/index.ts). */
export const TEZOS_KINDS = ['transfer'] as const satisfies readonly TxKind[];

/**
 * A transaction operation of `amount` mutez to `to` (tz1/tz2/tz3/tz4 or KT1, no parameters),
 * with the sender's reveal batched in before it when `reveal` (its first send). `counter` is
 * the transaction's counter (the reveal's is one less). `feeCap` covers every fee of the batch
 * plus its storage limit at the chain's cost per byte, the most the operation can burn.
 * With `token`, a call of that FA1.2 or FA2 contract's `transfer` entrypoint instead (issue 37):
 * no tez moves, `to` is the token's recipient and `amount` its base units; the signer decodes
 * the Micheline parameters itself and holds them to the token, sender, recipient and amount.
 */
export const TezosIntentSchema = z.strictObject({
  family: z.literal('tezos'),
  ...SignIntentCommon,
  kind: z.enum(TEZOS_KINDS),
  from: From,
  reveal: z.boolean().optional(),
  token: TezosTokenSchema.optional(),
  counter: z
    .string()
    .regex(/^[1-9]\d{0,30}$/)
    .optional(),
});
