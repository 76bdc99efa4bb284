import { AppError } from '../../../../shared/errors';
import type { ConfirmationStatus } from '../../family';
import type { HederaCtx } from '../ctx';
import { HEDERA_ERRORS } from '../constants';
import { consensusOf } from '../network';

/** 0.0.n-seconds-nanos (mirror form) → 0.0.n@seconds.nanos (the SDK's) */
const sdkTxId = (id: string): string => id.replace(/^(\d+\.\d+\.\d+)-(\d+)-(\d+)$/, '$1@$2.$3');

/**
 * One look at the transaction's receipt (CryptoService/getTransactionReceipts): pending while
 * it has none, confirmed on SUCCESS. spec §4 and §8: any other receipt throws 'Transaction
 * failed' (the receipt's status follows in the log).
 */
export async function txStatus(ctx: HederaCtx, transactionId: string): Promise<ConfirmationStatus> {
  const status = await consensusOf(ctx).receipt(sdkTxId(transactionId));
  if (status === null) return 'pending';
  if (status !== 'SUCCESS') throw new TransactionFailed(status);
  return 'confirmed';
}

/** spec §8: 'Transaction failed', carrying the receipt's status. */
export class TransactionFailed extends AppError {
  constructor(readonly status: string) {
    super('RULE', HEDERA_ERRORS.failed);
  }
}
