import type { ConfirmationStatus } from '../../family';
import type { PolkadotCtx } from '../ctx';
import { scanOf } from '../network';

/** One look at an extrinsic on the scan service: pending until indexed, then its success flag. */
export async function txStatus(ctx: PolkadotCtx, hash: string): Promise<ConfirmationStatus> {
  const scan = scanOf(ctx);
  if (!scan) return 'pending';
  const x = await scan.extrinsic(hash);
  if (!x) return 'pending';
  return x.success ? 'confirmed' : 'failed';
}
