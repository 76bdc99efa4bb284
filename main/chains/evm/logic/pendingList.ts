/**
 * Pending EVM transactions (spec §3, §4) as pure functions over the list the cache keeps
 * under `chain:symbol:address`. Every function returns a new list; nothing is stored here.
 */

export interface PendingEvmTx {
  hash: string;
  /** unix ms when it was sent */
  date: number;
  nonce: number;
  data: string;
  /** wei as a decimal string */
  value: string;
  from: string;
  to: string;
}

export type PendingStatus = 'PENDING' | 'QUEUE';

export function pendingKey(chain: string, symbol: string, address: string): string {
  return `${chain}:${symbol}:${address.toLowerCase()}`;
}

/** Sorted by nonce; the lowest nonce is PENDING (a replacement shares it), the rest QUEUE. */
export function withStatuses(list: readonly PendingEvmTx[]): (PendingEvmTx & { status: PendingStatus })[] {
  const sorted = [...list].sort((a, b) => a.nonce - b.nonce || a.date - b.date);
  const lowest = sorted[0]?.nonce;
  return sorted.map((t) => ({ ...t, status: t.nonce === lowest ? 'PENDING' : 'QUEUE' }));
}

export function addPending<T extends PendingEvmTx>(list: readonly T[], tx: T): T[] {
  return [...list.filter((t) => t.hash.toLowerCase() !== tx.hash.toLowerCase()), tx];
}

/**
 * Drops entries whose nonce a confirmed transaction used: nonces seen in history, or every
 * nonce below the account's confirmed count (which also clears a replaced original).
 */
export function removeConfirmed<T extends PendingEvmTx>(
  list: readonly T[],
  seen: { confirmedNonces?: readonly number[]; confirmedCount?: number },
): T[] {
  const used = new Set(seen.confirmedNonces ?? []);
  return list.filter(
    (t) => !used.has(t.nonce) && (seen.confirmedCount === undefined || t.nonce >= seen.confirmedCount),
  );
}
