import type { ConfirmationStatus } from '../../family';
import type { TezosCtx } from '../ctx';
import { STATUS_LOOKBACK_BLOCKS } from '../constants';
import { rpcOf } from '../network';

/**
 * One look for an operation in the head block and its recent ancestors (their manager
 * operations, validation pass 3): pending until it is in one, then confirmed when every content
 * was applied (spec §4: SUCCESS when applied) and failed otherwise.
 */
export async function txStatus(ctx: TezosCtx, hash: string): Promise<ConfirmationStatus> {
  const rpc = rpcOf(ctx);
  const blocks = await Promise.all(
    Array.from({ length: STATUS_LOOKBACK_BLOCKS }, (_, back) => rpc.managerOperations(back).catch(() => [])),
  );
  for (const ops of blocks) {
    const op = ops.find((o) => o.hash === hash);
    if (op) return op.statuses.every((s) => s === 'applied') ? 'confirmed' : 'failed';
  }
  return 'pending';
}
