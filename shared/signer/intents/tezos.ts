import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/** A transaction operation of `amount` mutez to `to`, with the sender's reveal batched in when `reveal`. */
export const TezosIntentSchema = z.strictObject({
  family: z.literal('tezos'),
  ...SignIntentCommon,
  from: From,
  reveal: z.boolean().optional(),
});
