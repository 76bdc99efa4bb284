/**
 * The EVM side of the app's pending entries: what a sent transaction leaves behind so that
 * it can be listed (PENDING / QUEUE by nonce) and replaced later (spec/chains.md §3, §4).
 */
import { Transaction } from 'ethers';
import { AppError } from '../../../shared/errors';
import type { PendingEntry } from '../family';

/** The entry of a just-broadcast transaction: its nonce, data, value, from and to. */
export function pendingEntryOf(signedHex: string, hash: string, date: number): PendingEntry {
  const tx = Transaction.from(signedHex);
  if (!tx.from || !tx.to) throw new AppError('BAD_INPUT', 'transaction is not a signed transfer');
  return {
    hash,
    date,
    kind: 'transfer',
    extra: { nonce: tx.nonce, data: tx.data, value: tx.value.toString(10), from: tx.from, to: tx.to },
    signed: signedHex,
  };
}

const nonceOf = (e: PendingEntry): number | null =>
  typeof e.extra?.nonce === 'number' && Number.isSafeInteger(e.extra.nonce) ? e.extra.nonce : null;

/** PENDING for the lowest nonce (a replacement shares it), QUEUE for the rest. */
export function evmPendingStatus(list: readonly PendingEntry[], index: number): 'PENDING' | 'QUEUE' {
  const nonces = list.map(nonceOf).filter((n): n is number => n !== null);
  const own = list[index] ? nonceOf(list[index]) : null;
  if (own === null || nonces.length === 0) return 'PENDING';
  return own === Math.min(...nonces) ? 'PENDING' : 'QUEUE';
}
