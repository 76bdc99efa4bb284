/**
 * What a sent TON request leaves in the pending list: the wallet it went to, the seqno it
 * used and when it stops being valid. Stored as JSON by the cache, validated when read back.
 */
import { z } from 'zod';
import type { PendingEntry } from '../family';

export const TonPendingPayloadSchema = z.strictObject({
  /** raw form 0:<hex> */
  wallet: z.string().regex(/^-?\d:[0-9a-fA-F]{64}$/),
  seqno: z.number().int().min(0),
  /** unix seconds */
  validUntil: z.number().int().min(0),
});
export type TonPendingPayload = z.infer<typeof TonPendingPayloadSchema>;

export function pendingEntryOf(p: {
  hash: string;
  date: number;
  payload: TonPendingPayload;
  signed: string;
}): PendingEntry {
  return { hash: p.hash, date: p.date, kind: 'transfer', payload: p.payload, signed: p.signed };
}

/** The entry's payload, or null when it is missing or not a TON payload. */
export function payloadOf(e: PendingEntry | undefined): TonPendingPayload | null {
  const parsed = TonPendingPayloadSchema.safeParse(e?.payload);
  return parsed.success ? parsed.data : null;
}
