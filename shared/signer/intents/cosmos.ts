import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/**
 * A bank MsgSend (Cosmos Hub, THORChain) of `amount` of `denom` from `from` to `to`, `memo` as
 * text. The signer takes the chain id from its own table, never from main.
 */
export const CosmosIntentSchema = z.strictObject({
  family: z.literal('cosmos'),
  ...SignIntentCommon,
  from: From,
  denom: z.string().regex(/^[a-zA-Z][a-zA-Z0-9/:._-]{1,127}$/),
});
