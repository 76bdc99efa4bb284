import type { ConfirmationStatus } from '../../family';
import type { RippleCtx } from '../ctx';
import { withRippled } from '../network';
import { PendingPayloadSchema } from './broadcast';
import { networkFees } from './networkFees';

/**
 * One look at a sent Payment (`tx`): confirmed on tesSUCCESS in a validated ledger, failed on
 * any other validated result, and failed too once a validated ledger passed its
 * LastLedgerSequence without it (it can never land). Pending otherwise.
 */
export async function txStatus(ctx: RippleCtx, hash: string, payload: unknown): Promise<ConfirmationStatus> {
  const p = PendingPayloadSchema.safeParse(payload);
  // the validated index is read before the transaction: a ledger closing between the two
  // reads can then only make the answer 'pending', never a wrong 'failed'
  const validatedSeq = p.success ? (await networkFees(ctx)).validatedSeq : 0;
  const tx = await withRippled(ctx, (api) => api.tx(hash));
  if (tx?.validated && tx.meta) return tx.meta.TransactionResult === 'tesSUCCESS' ? 'confirmed' : 'failed';
  return p.success && validatedSeq > p.data.lastLedgerSequence ? 'failed' : 'pending';
}
