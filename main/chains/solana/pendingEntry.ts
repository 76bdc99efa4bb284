/**
 * What a sent Solana transaction leaves in the pending list: the last block height its
 * blockhash is valid at (after that it can never land) and what it does. Stored as JSON by the
 * cache and validated here whenever it is read back.
 */
import { z } from 'zod';
import { TxKindSchema, type TxKind } from '../../../shared/contract/txKinds';
import type { PendingEntry } from '../family';

export const SolanaPendingPayloadSchema = z.strictObject({
  /** decimal: a u64 block height */
  lastValidBlockHeight: z.string().regex(/^\d{1,20}$/),
  kind: TxKindSchema,
});
export type SolanaPendingPayload = z.infer<typeof SolanaPendingPayloadSchema>;

export function pendingEntryOf(p: {
  hash: string;
  date: number;
  kind: TxKind;
  lastValidBlockHeight: bigint;
  signed: string;
}): PendingEntry {
  const payload: SolanaPendingPayload = {
    lastValidBlockHeight: p.lastValidBlockHeight.toString(),
    kind: p.kind,
  };
  return { hash: p.hash, date: p.date, kind: p.kind, payload, signed: p.signed };
}

/** The entry's expiry height, or null when its payload is missing or not a Solana payload. */
export function lastValidHeightOf(e: PendingEntry | undefined): bigint | null {
  const parsed = SolanaPendingPayloadSchema.safeParse(e?.payload);
  return parsed.success ? BigInt(parsed.data.lastValidBlockHeight) : null;
}
