import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { COSMOS_CHAINS } from './chains';
import { CosmosIntentSchema } from './intents';
import * as validator from './validate';

/** The Cosmos family (Cosmos Hub, THORChain) as the three processes share it: one line in shared/chains/families.ts lists it. */
export const cosmosShared = defineSharedFamily({
  family: 'cosmos',
  chains: COSMOS_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, memo: 'text' },
  validator,
  intent: CosmosIntentSchema,
  nodeSlots: [
    { slot: 'rpc', label: 'CometBFT RPC' },
    { slot: 'midgard', label: 'Midgard (THORChain history)', chains: ['thorchain'] },
    { slot: 'thornode', label: 'THORNode API (swap quotes, fees)', chains: ['thorchain'] },
  ],
  apiKeys: [],
  // Cosmos Hub: a bank denom (sdk.ValidateDenom): ibc/{hash}, factory/{creator}/{sub} or plain.
  tokenShape: /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/,
});
