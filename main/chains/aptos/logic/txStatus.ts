import type { ConfirmationStatus } from '../../family';
import type { AptosCtx } from '../ctx';
import { withNode } from '../network';
import { PendingPayloadSchema } from './broadcast';

/**
 * One look at a sent transaction (GET /transactions/by_hash), spec §4's success check:
 * confirmed when committed with success true, failed when committed otherwise (its gas is
 * still paid), and failed too once unknown past its expiration (it can never land). Pending
 * otherwise, the mempool's pending_transaction included.
 */
export async function txStatus(ctx: AptosCtx, hash: string, payload: unknown): Promise<ConfirmationStatus> {
  const p = PendingPayloadSchema.safeParse(payload);
  const tx = await withNode(ctx, (api) => api.transactionByHash(hash));
  if (tx === null) return p.success && ctx.now() / 1000 > p.data.expiration ? 'failed' : 'pending';
  if (tx.type !== 'user_transaction' || !('success' in tx)) return 'pending';
  return tx.success === true ? 'confirmed' : 'failed';
}
