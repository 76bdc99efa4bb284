import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { FILECOIN_CHAINS } from './chains';
import { FilecoinIntentSchema } from './intents';
import * as validator from './validate';

/** Filecoin as the three processes share it: one line in shared/chains/families.ts lists it. */
export const filecoinShared = defineSharedFamily({
  family: 'filecoin',
  chains: FILECOIN_CHAINS,
  capabilities: BASE_CAPABILITIES,
  validator,
  intent: FilecoinIntentSchema,
  nodeSlots: [
    { slot: 'rpc', label: 'Lotus JSON-RPC' },
    { slot: 'filscan', label: 'Filscan API (history)' },
  ],
  apiKeys: [],
  addressPrefix: { pattern: /^[ft][0-4](.+)$/, oneCase: true },
});
