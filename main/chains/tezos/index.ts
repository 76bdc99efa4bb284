/**
 * The Tezos family's descriptor: XTZ on a node's RPC (balance, counter, manager key,
 * run_operation, injection, blocks) and TzKT for history and FA1.2 / FA2 tokens; no keyed provider.
 */
import { tezosShared } from '../../../shared/chains/tezos';
import { defineFamily } from '../descriptor';
import { tezosNodeSlots } from './nodeCheck';
import { TezosLocalEndpointsSchema } from './localEndpoints';
import { TEZOS_CONFIRM_POLICY } from './constants';

export const tezosFamily = defineFamily({
  family: 'tezos',
  load: async () => (await import('./walletFamily')).createTezosWalletFamily,
  traits: { needsPublicKey: true, confirmPolicy: TEZOS_CONFIRM_POLICY, calls: ['balances', 'tokenInfo'] },
  localEndpoints: TezosLocalEndpointsSchema,
  apiKeys: tezosShared.apiKeys,
  nodeSlots: tezosNodeSlots,
});
