/**
 * The Filecoin family's descriptor: FIL on a Lotus JSON-RPC node (balance, nonce, gas
 * estimate, push, message search) and the Filscan API (history, base fee, gas trend); no keyed
 * provider.
 */
import { filecoinShared } from '../../../shared/chains/filecoin';
import { defineFamily } from '../descriptor';
import { filecoinNodeSlots } from './nodeCheck';
import { FilecoinLocalEndpointsSchema } from './localEndpoints';
import { FILECOIN_CONFIRM_POLICY } from './constants';

export const filecoinFamily = defineFamily({
  family: 'filecoin',
  load: async () => (await import('./walletFamily')).createFilecoinWalletFamily,
  traits: { confirmPolicy: FILECOIN_CONFIRM_POLICY, calls: [] },
  localEndpoints: FilecoinLocalEndpointsSchema,
  apiKeys: filecoinShared.apiKeys,
  nodeSlots: filecoinNodeSlots,
});
