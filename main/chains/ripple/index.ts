/**
 * The XRP Ledger family's descriptor: XRP on rippled's JSON-RPC, reserves read from the
 * server, destination tags from the memo.
 */
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import { defineFamily } from '../descriptor';
import { RippleLocalEndpointsSchema } from './localEndpoints';

export const rippleFamily = defineFamily({
  family: 'ripple',
  load: async () => (await import('./walletFamily')).createRippleWalletFamily,
  traits: { calls: ['balances'] },
  localEndpoints: RippleLocalEndpointsSchema,
  apiKeys: [],
  capabilities: FAMILY_CAPABILITIES.ripple,
});
