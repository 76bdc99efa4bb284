import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { TON_CHAINS } from './chains';
import { TonIntentSchema } from './intents';
import * as validator from './validate';

/** TON as the three processes share it: one line in shared/chains/families.ts lists it. */
export const tonShared = defineSharedFamily({
  family: 'ton',
  chains: TON_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, memo: 'text' },
  validator,
  intent: TonIntentSchema,
  nodeSlots: [{ slot: 'toncenter', label: 'toncenter API' }],
  apiKeys: [],
  // The user-friendly jetton master address: 36 bytes in base64url (or base64) is 48 characters.
  tokenShape: /^[A-Za-z0-9_\-+/]{48}$/,
});
