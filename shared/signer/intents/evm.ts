import { z } from 'zod';
import { From, SignIntentCommon } from './common';

export const EvmIntentSchema = z.strictObject({
  family: z.literal('evm'),
  ...SignIntentCommon,
  from: From,
  /** a token transfer: the token contract, and the calldata must be transfer(to, amount) */
  contractAddress: z.string().max(200).optional(),
  /** the nonce (replacements name the one they replace) */
  nonce: z.number().int().min(0).optional(),
});
