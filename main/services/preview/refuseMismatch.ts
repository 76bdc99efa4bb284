import { AppError } from '../../../shared/errors';
import type { TxPreview } from '../../../shared/preview/txPreview';

/**
 * The submit-side half of "the preview and the intent must agree" (issue 32): the renderer
 * disables Send on a mismatch, and main, whatever the renderer does, signs nothing whose own
 * simulation disagreed with what the user asked. A preview that could not run ('unavailable')
 * or that reverts is shown to the user and does not block here, as in the review.
 */
export function refuseMismatch(preview: TxPreview | undefined): void {
  if (preview?.status === 'ok' && preview.mismatch !== null)
    throw new AppError(
      'INTENT_MISMATCH',
      `Not sent: the simulation on your node differs from what you asked: ${preview.mismatch}`,
    );
}
