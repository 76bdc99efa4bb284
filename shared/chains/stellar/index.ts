import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { STELLAR_CHAINS } from './chains';
import { StellarIntentSchema } from './intents';
import * as validator from './validate';

/** Stellar as the three processes share it: one line in shared/chains/families.ts lists it. */
export const stellarShared = defineSharedFamily({
  family: 'stellar',
  chains: STELLAR_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, memo: 'text' },
  validator,
  intent: StellarIntentSchema,
  nodeSlots: [{ slot: 'horizon', label: 'Horizon API' }],
  apiKeys: [],
  // SEP-11 asset string: CODE (1-12 alphanumerics) ':' issuer account (strkey G...).
  tokenShape: /^[A-Za-z0-9]{1,12}:G[A-Z2-7]{55}$/,
});
