import type { ConfirmationStatus } from '../../family';
import type { TronCtx } from '../ctx';
import { nodeOf } from '../network';

/**
 * One look at a transaction (gettransactioninfobyid): pending until it is in a block, then
 * confirmed on SUCCESS and failed on any other contract result (REVERT, OUT_OF_ENERGY…).
 */
export async function txStatus(ctx: TronCtx, hash: string): Promise<ConfirmationStatus> {
  const info = await nodeOf(ctx).txInfo(hash);
  if (!info || info.blockNumber === undefined) return 'pending';
  if (info.result === 'FAILED') return 'failed';
  const r = info.receipt?.result;
  return r === undefined || r === 'SUCCESS' ? 'confirmed' : 'failed';
}
