import type { ConfirmationStatus } from '../../family';
import type { StellarCtx } from '../ctx';
import { horizonOf } from '../network';

/** spec §4: SUCCESS or FAIL as Horizon records it; pending until Horizon knows the hash. */
export async function txStatus(ctx: StellarCtx, hash: string): Promise<ConfirmationStatus> {
  const tx = await horizonOf(ctx).transaction(hash);
  if (!tx) return 'pending';
  return tx.successful ? 'confirmed' : 'failed';
}
