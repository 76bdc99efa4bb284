/**
 * The Polkadot family's descriptor: DOT on the relay chain through Substrate API Sidecar (sends
 * confirmed by finding them in its finalized blocks), history from Subscan (with its key when
 * the user gives one).
 */
import { polkadotShared } from '../../../shared/chains/polkadot';
import { defineFamily } from '../descriptor';
import { polkadotNodeSlots } from './nodeCheck';
import { PolkadotLocalEndpointsSchema } from './localEndpoints';

export const polkadotFamily = defineFamily({
  family: 'polkadot',
  load: async () => (await import('./walletFamily')).createPolkadotWalletFamily,
  traits: { calls: [] },
  localEndpoints: PolkadotLocalEndpointsSchema,
  apiKeys: polkadotShared.apiKeys,
  nodeSlots: polkadotNodeSlots,
});
