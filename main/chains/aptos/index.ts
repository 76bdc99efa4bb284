/**
 * The Aptos family's descriptor: APT on a node's REST API, each transfer simulated before it
 * is signed, built with @aptos-labs/ts-sdk's BCS classes.
 */
import { aptosShared } from '../../../shared/chains/aptos';
import { defineFamily } from '../descriptor';
import { aptosNodeSlots } from './nodeCheck';
import { AptosLocalEndpointsSchema } from './localEndpoints';
import { APTOS_CONFIRM_POLICY } from './constants';

export const aptosFamily = defineFamily({
  family: 'aptos',
  load: async () => (await import('./walletFamily')).createAptosWalletFamily,
  traits: { needsPublicKey: true, confirmPolicy: APTOS_CONFIRM_POLICY, calls: ['balances', 'tokenInfo'] },
  localEndpoints: AptosLocalEndpointsSchema,
  apiKeys: aptosShared.apiKeys,
  nodeSlots: aptosNodeSlots,
});
