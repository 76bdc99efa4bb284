import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { SOLANA_CHAINS } from './chains';
import { SolanaIntentSchema } from './intents';
import * as validator from './validate';

/** Solana as the three processes share it: one line in shared/chains/families.ts lists it. */
export const solanaShared = defineSharedFamily({
  family: 'solana',
  chains: SOLANA_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, staking: true },
  validator,
  intent: SolanaIntentSchema,
  nodeSlots: [{ slot: 'rpc', label: 'JSON-RPC node' }],
  apiKeys: [],
  dappNamespaces: ['solana'],
  // A 32-byte public key in base58 is 32 to 44 characters.
  tokenShape: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
});
