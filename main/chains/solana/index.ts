/**
 * The Solana family's descriptor: SOL and SPL tokens (Token and Token-2022) over JSON-RPC, a
 * token-list service for search and a staking-data service for validators; no keyed provider.
 */
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import { defineFamily } from '../descriptor';
import { SolanaLocalEndpointsSchema } from './localEndpoints';
import { createSolanaWalletFamily } from './walletFamily';

export const solanaFamily = defineFamily({
  family: 'solana',
  create: createSolanaWalletFamily,
  localEndpoints: SolanaLocalEndpointsSchema,
  apiKeys: [],
  capabilities: FAMILY_CAPABILITIES.solana,
});
