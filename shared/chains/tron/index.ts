import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { TRON_CHAINS } from './chains';
import { TronIntentSchema } from './intents';
import * as validator from './validate';

/** Tron as the three processes share it: one line in shared/chains/families.ts lists it. */
export const tronShared = defineSharedFamily({
  family: 'tron',
  chains: TRON_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, customTokens: true, memo: 'text', staking: true },
  validator,
  intent: TronIntentSchema,
  nodeSlots: [
    { slot: 'node', label: 'java-tron HTTP API' },
    { slot: 'trongrid', label: 'TronGrid v1 API (balances, history, TRC-20)' },
  ],
  // prettier-ignore
  apiKeys: [
    { id: 'trongrid', label: 'TronGrid', hint: 'Tron balances, history and sends (TRON-PRO-API-KEY); works without one at a lower rate', multiple: false },
  ],
  // Base58 with the 0x41 version byte always encodes to 34 characters starting with T.
  tokenShape: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
});
