/**
 * The XRP Ledger family's descriptor: XRP on rippled's JSON-RPC, reserves read from the
 * server, destination tags from the memo.
 */
import { rippleShared } from '../../../shared/chains/ripple';
import { defineFamily } from '../descriptor';
import { rippleNodeSlots } from './nodeCheck';
import { RippleLocalEndpointsSchema } from './localEndpoints';

export const rippleFamily = defineFamily({
  family: 'ripple',
  load: async () => (await import('./walletFamily')).createRippleWalletFamily,
  traits: { calls: ['balances', 'tokenInfo', 'trustlines'] },
  localEndpoints: RippleLocalEndpointsSchema,
  apiKeys: rippleShared.apiKeys,
  nodeSlots: rippleNodeSlots,
});
