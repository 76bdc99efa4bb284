/**
 * The Hedera family's descriptor: HBAR on a mirror node's REST API (accounts by key, balance,
 * history, exchange rate) and the consensus nodes through @hashgraph/sdk's gRPC client; no
 * keyed provider.
 */
import { hederaShared } from '../../../shared/chains/hedera';
import { defineFamily } from '../descriptor';
import { hederaNodeSlots } from './nodeCheck';
import { HederaLocalEndpointsSchema } from './localEndpoints';

export const hederaFamily = defineFamily({
  family: 'hedera',
  load: async () => (await import('./walletFamily')).createHederaWalletFamily,
  traits: { calls: ['tokenInfo', 'trustlines'] },
  localEndpoints: HederaLocalEndpointsSchema,
  apiKeys: hederaShared.apiKeys,
  nodeSlots: hederaNodeSlots,
});
