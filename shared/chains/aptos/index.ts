import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { APTOS_CHAINS } from './chains';
import { AptosIntentSchema } from './intents';
import * as validator from './validate';

/** Aptos as the three processes share it: one line in shared/chains/families.ts lists it. */
export const aptosShared = defineSharedFamily({
  family: 'aptos',
  chains: APTOS_CHAINS,
  capabilities: BASE_CAPABILITIES,
  validator,
  intent: AptosIntentSchema,
  apiKeys: [],
});
