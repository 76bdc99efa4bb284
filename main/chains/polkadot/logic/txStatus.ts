import { z } from 'zod';
import type { ConfirmationStatus } from '../../family';
import { BLOCKS_PER_LOOK, INCLUSION_WINDOW } from '../constants';
import type { PolkadotCtx } from '../ctx';
import { scanOf, sidecarOf } from '../network';

/**
 * What a sent extrinsic's pending entry keeps: the first block it can be in (one past the
 * finalized head read just before it was submitted).
 */
export interface PolkadotPendingPayload {
  scanFrom: number;
}
const PayloadSchema = z.object({ scanFrom: z.number().int().min(0) });

/** block to look at next, per extrinsic hash: each status look goes on where the last stopped */
export type ScanProgress = Map<string, number>;

/**
 * One look at an extrinsic through the node the wallet already uses (Substrate API Sidecar): the
 * finalized blocks from `scanFrom`, within its mortality window, are searched for its hash; found
 * there, its success flag decides. Once the window has passed without it, it can never be
 * included: failed. An entry without a payload (sent before this) asks the scan service, if any.
 */
export async function txStatus(
  ctx: PolkadotCtx,
  hash: string,
  payload: unknown,
  progress: ScanProgress,
): Promise<ConfirmationStatus> {
  const p = PayloadSchema.safeParse(payload);
  if (!p.success) {
    const scan = scanOf(ctx);
    if (!scan) return 'pending';
    const x = await scan.extrinsic(hash);
    if (!x) return 'pending';
    return x.success ? 'confirmed' : 'failed';
  }
  const want = hash.toLowerCase();
  const api = sidecarOf(ctx);
  const last = p.data.scanFrom + INCLUSION_WINDOW;
  const head = await api.headNumber();
  let n = Math.max(progress.get(want) ?? p.data.scanFrom, p.data.scanFrom);
  const stop = Math.min(head, last, n + BLOCKS_PER_LOOK - 1);
  for (; n <= stop; n++) {
    const block = await api.block(n);
    if (!block) break;
    const hit = block.extrinsics.find((x) => x.hash === want);
    if (hit) {
      progress.delete(want);
      return hit.success ? 'confirmed' : 'failed';
    }
  }
  if (n > last) {
    progress.delete(want);
    return 'failed';
  }
  progress.set(want, n);
  return 'pending';
}
