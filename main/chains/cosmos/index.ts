/**
 * The Cosmos family's descriptor: Cosmos Hub (ATOM) and THORChain (RUNE) through cosmjs on a
 * CometBFT node, with the Hub's indexer and THORChain's Midgard and THORNode; no keyed provider.
 */
import { cosmosShared } from '../../../shared/chains/cosmos';
import { defineFamily } from '../descriptor';
import { cosmosNodeSlots } from './nodeCheck';
import { CosmosLocalEndpointsSchema } from './localEndpoints';
import { COSMOS_CONFIRM_POLICY } from './constants';

export const cosmosFamily = defineFamily({
  family: 'cosmos',
  load: async () => (await import('./walletFamily')).createCosmosWalletFamily,
  traits: { confirmPolicy: COSMOS_CONFIRM_POLICY, calls: ['tokenInfo', 'swaps'] },
  localEndpoints: CosmosLocalEndpointsSchema,
  apiKeys: cosmosShared.apiKeys,
  nodeSlots: cosmosNodeSlots,
});
