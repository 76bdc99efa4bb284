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
  apiKeys: [],
});
