import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { UTXO_CHAINS } from './chains';
import { UtxoIntentSchema } from './intents';
import * as validator from './validate';

/** The Bitcoin family as the three processes share it: one line in shared/chains/families.ts lists it. */
export const utxoShared = defineSharedFamily({
  family: 'utxo',
  chains: UTXO_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, addressTypes: true, coinSelection: true, watchByAccountKey: true },
  validator,
  intent: UtxoIntentSchema,
  nodeSlots: [{ slot: 'esplora', label: 'Esplora API' }],
  // prettier-ignore
  apiKeys: [
    { id: 'blockcypher', label: 'BlockCypher token', hint: 'Bitcoin, Litecoin, Dogecoin', multiple: false },
    { id: 'blockchair', label: 'Blockchair key', hint: 'Bitcoin family fallback', multiple: false },
    { id: 'blockdaemon', label: 'Blockdaemon key', hint: 'Bitcoin family, last fallback', multiple: false },
  ],
});
