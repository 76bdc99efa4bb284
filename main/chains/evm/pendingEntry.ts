/**
 * The EVM side of the app's pending entries: what a sent transaction leaves behind so that
 * it can be listed (PENDING / QUEUE by nonce) and followed (spec/chains.md §3, §4). The cache
 * stores it as an opaque JSON payload; it is validated here whenever it is read back.
 */
import { Transaction } from 'ethers';
import { AppError } from '../../../shared/errors';
import type { PendingEntry } from '../family';
import type { EvmPendingPayload } from './pendingOrder';

export {
  evmPendingStatus,
  EvmPendingPayloadSchema,
  nonceOf,
  sortEvmPending,
  type EvmPendingPayload,
} from './pendingOrder';

/** The entry of a just-broadcast transaction: its nonce, data, value, from and to. */
export function pendingEntryOf(signedHex: string, hash: string, date: number): PendingEntry {
  const tx = Transaction.from(signedHex);
  if (!tx.from || !tx.to) throw new AppError('BAD_INPUT', 'transaction is not a signed transfer');
  const payload: EvmPendingPayload = {
    nonce: tx.nonce,
    data: tx.data,
    value: tx.value.toString(10),
    from: tx.from,
    to: tx.to,
  };
  return { hash, date, kind: 'transfer', payload, signed: signedHex };
}
