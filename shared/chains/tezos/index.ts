import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { TEZOS_CHAINS } from './chains';
import { TezosIntentSchema } from './intents';
import * as validator from './validate';

/** Tezos as the three processes share it: one line in shared/chains/families.ts lists it. */
export const tezosShared = defineSharedFamily({
  family: 'tezos',
  chains: TEZOS_CHAINS,
  capabilities: BASE_CAPABILITIES,
  validator,
  intent: TezosIntentSchema,
  apiKeys: [],
  addressPrefix: { pattern: /^(?:tz[1-4]|KT1)(.+)$/, oneCase: false },
});
