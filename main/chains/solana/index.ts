/**
 * The Solana family's descriptor: SOL and SPL tokens (Token and Token-2022) over JSON-RPC, a
 * token-list service for search and a staking-data service for validators; no keyed provider.
 */
import { solanaShared } from '../../../shared/chains/solana';
import { defineFamily } from '../descriptor';
import { SolanaLocalEndpointsSchema } from './localEndpoints';
import { CONFIRM_POLICY } from './constants';

export const solanaFamily = defineFamily({
  family: 'solana',
  load: async () => (await import('./walletFamily')).createSolanaWalletFamily,
  traits: {
    confirmPolicy: CONFIRM_POLICY,
    calls: ['balances', 'tokenInfo', 'searchTokens', 'permissions'],
    staking: { actions: ['stake', 'unstake', 'withdraw'], details: false },
  },
  localEndpoints: SolanaLocalEndpointsSchema,
  apiKeys: solanaShared.apiKeys,
});

/** The profile's Solana endpoints, for what else serves them (WalletConnect's solana namespace). */
export { solanaConfig } from './config';
