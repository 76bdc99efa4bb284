/**
 * One look at a sent transaction (the service polls; spec §4: every 3 s, 5 tries). A transaction
 * the node has not seen whose blockhash has expired can never land: it is reported 'failed'
 * rather than left pending forever. Not 'replaced': nothing took its place, it simply expired.
 */
import type { ConfirmationStatus } from '../../family';
import type { SolanaCtx } from '../ctx';
import { blockHeightQuery, signatureStatusesQuery } from '../network';
import { rpcOf } from './rpcOf';

export async function txStatus(
  ctx: SolanaCtx,
  hash: string,
  lastValidBlockHeight: bigint | null,
): Promise<ConfirmationStatus> {
  // the height is read in the same request, before the node could land it in between unseen
  const r = await rpcOf(ctx).batch({ height: blockHeightQuery(), statuses: signatureStatusesQuery([hash]) });
  const s = r.statuses[0];
  if (s) return s.failed ? 'failed' : s.settled ? 'confirmed' : 'pending';
  if (lastValidBlockHeight !== null && r.height > lastValidBlockHeight) return 'failed';
  return 'pending';
}

/**
 * An expiry height for a transaction whose blockhash prepare no longer remembers (main
 * restarted in between): the current height plus a blockhash's lifetime is never earlier than
 * its real expiry, so it is never called expired too soon.
 */
export async function currentExpiry(ctx: SolanaCtx, lifetime: number): Promise<bigint> {
  return (await rpcOf(ctx).call(blockHeightQuery())) + BigInt(lifetime);
}
