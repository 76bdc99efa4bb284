import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { APTOS_CHAINS } from './chains';
import { AptosIntentSchema } from './intents';
import { APTOS_TOKEN_SHAPE } from './tokens';
import * as validator from './validate';

/** Aptos as the three processes share it: one line in shared/chains/families.ts lists it. */
export const aptosShared = defineSharedFamily({
  family: 'aptos',
  chains: APTOS_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true },
  validator,
  intent: AptosIntentSchema,
  nodeSlots: [
    { slot: 'node', label: 'Node REST API (/v1)' },
    { slot: 'indexer', label: 'Indexer GraphQL (token history)' },
  ],
  apiKeys: [],
  // a fungible asset's metadata address, or a coin type address::module::Struct
  tokenShape: APTOS_TOKEN_SHAPE,
});
