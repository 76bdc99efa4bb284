import type { ConfirmationStatus } from '../../family';
import type { CosmosCtx } from '../ctx';
import { nodeOf, thornodeOf } from '../network';

/**
 * One look at a transaction. THORChain: THORNode's /txs/{hash}, pending until it knows it.
 * Cosmos Hub: spec §4 confirms at once (always true), except that a transaction the node
 * already holds with a non-zero code is reported failed.
 */
export async function txStatus(ctx: CosmosCtx, hash: string): Promise<ConfirmationStatus> {
  const thor = thornodeOf(ctx);
  if (thor) {
    const t = await thor.tx(hash);
    if (!t) return 'pending';
    return t.code === 0 ? 'confirmed' : 'failed';
  }
  const t = await nodeOf(ctx).tx(hash);
  return t && t.code !== 0 ? 'failed' : 'confirmed';
}
