/**
 * The Solana family's descriptor: SOL and SPL tokens (Token and Token-2022) over JSON-RPC, a
 * token-list service for search and a staking-data service for validators; no keyed provider.
 */
import { solanaShared } from '../../../shared/chains/solana';
import { defineFamily } from '../descriptor';
import { solanaNodeSlots } from './nodeCheck';
import { SolanaLocalEndpointsSchema } from './localEndpoints';
import { CONFIRM_POLICY } from './constants';
import type { TxPreview } from '../../../shared/preview/txPreview';
import type { PreviewSolanaTxParams } from './preview/previewSolanaTx';
import type { SolanaPreviewNode } from './preview/types';

export const solanaFamily = defineFamily({
  family: 'solana',
  load: async () => (await import('./walletFamily')).createSolanaWalletFamily,
  traits: {
    confirmPolicy: CONFIRM_POLICY,
    calls: ['balances', 'tokenInfo', 'searchTokens', 'permissions', 'nfts', 'preview'],
    staking: { actions: ['stake', 'unstake', 'withdraw'], details: false },
  },
  localEndpoints: SolanaLocalEndpointsSchema,
  apiKeys: solanaShared.apiKeys,
  nodeSlots: solanaNodeSlots,
});

/** The profile's Solana endpoints, for what else serves them (WalletConnect's solana namespace). */
export { solanaConfig } from './config';

/**
 * A Solana transaction's preview (simulated on the given node), loaded on first use so the
 * descriptor stays free of chain libraries.
 */
export async function previewSolanaTx(node: SolanaPreviewNode, p: PreviewSolanaTxParams): Promise<TxPreview> {
  return (await import('./preview/previewSolanaTx')).previewSolanaTx(node, p);
}
export type { SolanaPreviewNode, BatchCall, BatchReply } from './preview/types';
export type { PreviewSolanaTxParams } from './preview/previewSolanaTx';
