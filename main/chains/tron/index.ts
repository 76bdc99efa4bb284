/**
 * The Tron family's descriptor: TRX and TRC-20 tokens on java-tron's HTTP API, TronGrid v1 and
 * Tronscan, Stake 2.0 staking and votes, with a TronGrid key when the user gives one.
 */
import { tronShared } from '../../../shared/chains/tron';
import { defineFamily } from '../descriptor';
import { tronNodeSlots } from './nodeCheck';
import { TronLocalEndpointsSchema } from './localEndpoints';
import { TRON_CONFIRM_POLICY } from './constants';

export const tronFamily = defineFamily({
  family: 'tron',
  load: async () => (await import('./walletFamily')).createTronWalletFamily,
  traits: {
    confirmPolicy: TRON_CONFIRM_POLICY,
    calls: ['balances', 'tokenInfo', 'permissions'],
    staking: { actions: ['stake', 'unstake', 'vote', 'withdraw', 'claim'], details: true },
  },
  localEndpoints: TronLocalEndpointsSchema,
  apiKeys: tronShared.apiKeys,
  nodeSlots: tronNodeSlots,
});
