/**
 * The Polkadot family's descriptor: DOT on the relay chain through Substrate API Sidecar (sends
 * confirmed by finding them in its finalized blocks), history from Subscan (with its key when
 * the user gives one).
 */
import { apiKeyRows } from '../../../shared/chains/apiKeys';
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import { defineFamily } from '../descriptor';
import { PolkadotLocalEndpointsSchema } from './localEndpoints';

export const polkadotFamily = defineFamily({
  family: 'polkadot',
  load: async () => (await import('./walletFamily')).createPolkadotWalletFamily,
  traits: { calls: [] },
  localEndpoints: PolkadotLocalEndpointsSchema,
  apiKeys: apiKeyRows('subscan'),
  capabilities: FAMILY_CAPABILITIES.polkadot,
});
