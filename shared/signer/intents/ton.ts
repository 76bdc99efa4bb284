import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/**
 * A TON wallet transfer from the wallet contract `walletVersion` at `from`: TON to `to`, or a
 * jetton transfer (`jettonMaster`) whose internal message goes to the wallet's own jetton wallet.
 */
export const TonIntentSchema = z.strictObject({
  family: z.literal('ton'),
  ...SignIntentCommon,
  from: From,
  walletVersion: z.enum(['v4r2', 'v5r1']),
  jettonMaster: z.string().max(100).optional(),
});
