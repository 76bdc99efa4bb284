/**
 * How EVM pending entries are read back and ordered (PENDING / QUEUE by nonce), with no chain
 * library: the family's descriptor hands these to services before the family's module loads.
 */
import { z } from 'zod';
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
