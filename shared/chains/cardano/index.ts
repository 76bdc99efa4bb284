import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { CARDANO_CHAINS } from './chains';
import { CardanoIntentSchema } from './intents';
import { CARDANO_TOKEN_SHAPE } from './tokens';
import * as validator from './validate';

/** Cardano as the three processes share it: one line in shared/chains/families.ts lists it. */
export const cardanoShared = defineSharedFamily({
  family: 'cardano',
  chains: CARDANO_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true },
  validator,
  intent: CardanoIntentSchema,
  nodeSlots: [{ slot: 'blockfrost', label: 'Blockfrost-compatible API' }],
  // prettier-ignore
  apiKeys: [
    { id: 'blockfrost', label: 'Blockfrost project id', hint: 'Cardano balances, history and sends (project_id)', multiple: false },
  ],
  // a native asset's unit: policy id (56 hex) and asset name (hex), optionally split by a dot
  tokenShape: CARDANO_TOKEN_SHAPE,
});
