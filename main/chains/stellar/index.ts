/**
 * The Stellar family's descriptor: XLM and assets (CODE:ISSUER) on Horizon, with account
 * creation, trustlines and memos. No keyed provider.
 */
import { stellarShared } from '../../../shared/chains/stellar';
import { defineFamily } from '../descriptor';
import { stellarNodeSlots } from './nodeCheck';
import { StellarLocalEndpointsSchema } from './localEndpoints';
import { STELLAR_CONFIRM_POLICY } from './constants';

export const stellarFamily = defineFamily({
  family: 'stellar',
  load: async () => (await import('./walletFamily')).createStellarWalletFamily,
  traits: { confirmPolicy: STELLAR_CONFIRM_POLICY, calls: ['tokenInfo', 'trustlines'] },
  localEndpoints: StellarLocalEndpointsSchema,
  apiKeys: stellarShared.apiKeys,
  nodeSlots: stellarNodeSlots,
});
