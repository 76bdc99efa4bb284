import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { RIPPLE_CHAINS } from './chains';
import { RippleIntentSchema } from './intents';
import { ISSUED_TOKEN_PATTERN } from './issued';
import * as validator from './validate';

/** The XRP Ledger as the three processes share it: one line in shared/chains/families.ts lists it. */
export const rippleShared = defineSharedFamily({
  family: 'ripple',
  chains: RIPPLE_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, memo: 'tag' },
  validator,
  intent: RippleIntentSchema,
  nodeSlots: [{ slot: 'rpc', label: 'rippled JSON-RPC' }],
  apiKeys: [],
  // An issued currency, CURRENCY:ISSUER (a 3-character or 40-hex code, an r… account).
  tokenShape: ISSUED_TOKEN_PATTERN,
});
