import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { POLKADOT_CHAINS } from './chains';
import { PolkadotIntentSchema } from './intents';
import * as validator from './validate';

/** Polkadot as the three processes share it: one line in shared/chains/families.ts lists it. */
export const polkadotShared = defineSharedFamily({
  family: 'polkadot',
  chains: POLKADOT_CHAINS,
  capabilities: BASE_CAPABILITIES,
  validator,
  intent: PolkadotIntentSchema,
  nodeSlots: [
    { slot: 'sidecar', label: 'Substrate API Sidecar' },
    { slot: 'subscan', label: 'Subscan API (history)' },
  ],
  // prettier-ignore
  apiKeys: [
    { id: 'subscan', label: 'Subscan', hint: 'Polkadot history (X-API-Key)', multiple: false },
  ],
});
