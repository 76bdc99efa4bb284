import type { ConfirmationStatus } from '../../family';
import type { FilecoinCtx } from '../ctx';
import { lotusOf } from '../network';

/**
 * One look for a message (Filecoin.StateSearchMsg), raced against `timeoutMs`: spec §4's
 * Filecoin wait races the node against a timeout of interval × retries, so a node that hangs
 * counts as "not yet" for this look instead of holding the confirmation loop past its tries.
 * Found: confirmed on exit code 0 (Ok), failed otherwise; found under another CID: a message
 * with the same nonce replaced it.
 */
export async function txStatus(
  ctx: FilecoinCtx,
  cid: string,
  timeoutMs: number,
): Promise<ConfirmationStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
  try {
    const found = await Promise.race([lotusOf(ctx).stateSearchMsg(cid), timeout]);
    if (found === 'timeout' || found === null) return 'pending';
    if (found.cid !== cid) return 'replaced';
    return found.exitCode === 0 ? 'confirmed' : 'failed';
  } finally {
    clearTimeout(timer);
  }
}
