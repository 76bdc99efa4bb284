import { z } from 'zod';
import { From, SignIntentCommon } from './common';

/** balances.transferKeepAlive (or transferAllowDeath when the user sends all) of `amount` planck to `to`. */
export const PolkadotIntentSchema = z.strictObject({
  family: z.literal('polkadot'),
  ...SignIntentCommon,
  from: From,
});
