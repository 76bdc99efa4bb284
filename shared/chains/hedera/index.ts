import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { HEDERA_CHAINS } from './chains';
import { HederaIntentSchema } from './intents';
import * as validator from './validate';

/** Hedera as the three processes share it: one line in shared/chains/families.ts lists it. */
export const hederaShared = defineSharedFamily({
  family: 'hedera',
  chains: HEDERA_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, memo: 'text' },
  validator,
  intent: HederaIntentSchema,
  nodeSlots: [{ slot: 'mirror', label: 'Mirror node REST API' }],
  apiKeys: [],
  // An HTS token id, shard.realm.num (issue 37).
  tokenShape: /^(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})$/,
});
