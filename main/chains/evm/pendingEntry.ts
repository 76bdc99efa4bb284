/**
 * The EVM side of the app's pending entries: what a sent transaction leaves behind so that
 * it can be listed (PENDING / QUEUE by nonce) and followed (spec/chains.md §3, §4). The cache
 * stores it as an opaque JSON payload; it is validated here whenever it is read back.
 */
import { Transaction } from 'ethers';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { PendingEntry } from '../family';

/** What an EVM pending entry keeps; every field optional, so an entry from an old cache still reads. */
export const EvmPendingPayloadSchema = z.object({
  nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  data: z.string().optional(),
  value: z.string().regex(/^\d+$/).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type EvmPendingPayload = z.infer<typeof EvmPendingPayloadSchema>;

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

/** The entry's nonce, or null when its payload is missing or not an EVM payload. */
export function nonceOf(e: PendingEntry | undefined): number | null {
  const parsed = EvmPendingPayloadSchema.safeParse(e?.payload);
  return parsed.success && parsed.data.nonce !== undefined ? parsed.data.nonce : null;
}

/** PENDING for the lowest nonce (a replacement shares it), QUEUE for the rest. */
export function evmPendingStatus(list: readonly PendingEntry[], index: number): 'PENDING' | 'QUEUE' {
  const nonces = list.map(nonceOf).filter((n): n is number => n !== null);
  const own = nonceOf(list[index]);
  if (own === null || nonces.length === 0) return 'PENDING';
  return own === Math.min(...nonces) ? 'PENDING' : 'QUEUE';
}

/** Nonce order (then oldest first): a newer speed-up lists before what queues behind it. */
export function sortEvmPending(list: readonly PendingEntry[]): PendingEntry[] {
  const key = (e: PendingEntry) => nonceOf(e) ?? Number.MAX_SAFE_INTEGER;
  return [...list].sort((a, b) => key(a) - key(b) || a.date - b.date || a.hash.localeCompare(b.hash));
}
