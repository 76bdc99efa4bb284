import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { TEZOS_CHAINS } from './chains';
import { TezosIntentSchema } from './intents';
import { TEZOS_TOKEN_SHAPE } from './tokens';
import * as validator from './validate';

/** Tezos as the three processes share it: one line in shared/chains/families.ts lists it. */
export const tezosShared = defineSharedFamily({
  family: 'tezos',
  chains: TEZOS_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true },
  validator,
  intent: TezosIntentSchema,
  nodeSlots: [
    { slot: 'rpc', label: 'Octez node RPC' },
    { slot: 'tzkt', label: 'TzKT API (history, tokens)' },
  ],
  apiKeys: [],
  addressPrefix: { pattern: /^(?:tz[1-4]|KT1)(.+)$/, oneCase: false },
  // an FA1.2 contract KT1…, or an FA2 token KT1…:<token id>
  tokenShape: TEZOS_TOKEN_SHAPE,
});
