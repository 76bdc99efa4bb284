/**
 * The TON family's descriptor: TON and jettons on wallet v4r2 and W5 (v5r1) over toncenter's
 * v2 and v3 APIs; no keyed provider.
 */
import { tonShared } from '../../../shared/chains/ton';
import { defineFamily } from '../descriptor';
import { tonNodeSlots } from './nodeCheck';
import { TonLocalEndpointsSchema } from './localEndpoints';
import { CONFIRM_POLICY } from './constants';

export const tonFamily = defineFamily({
  family: 'ton',
  load: async () => (await import('./walletFamily')).createTonWalletFamily,
  traits: { needsPublicKey: true, confirmPolicy: CONFIRM_POLICY, calls: ['tokenInfo'] },
  localEndpoints: TonLocalEndpointsSchema,
  apiKeys: tonShared.apiKeys,
  nodeSlots: tonNodeSlots,
});
