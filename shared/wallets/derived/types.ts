import { z } from 'zod';

/**
 * A wallet's extra addresses on one chain (or on all EVM chains at once), kept as derivation
 * paths: the addresses themselves are re-derived by the signer, so nothing here is secret and
 * a lost cache loses nothing. The first entry is the chain's index-0 address.
 */
export const DerivedEntrySchema = z.strictObject({
  path: z.string().min(1).max(128),
  /** added by the user with their own derivation path */
  isCustom: z.boolean(),
  /** the address index of a default-path entry; null for custom paths */
  index: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .nullable(),
});
export type DerivedEntry = z.infer<typeof DerivedEntrySchema>;

/** Most addresses one set may hold: 20 batches of 50. */
export const MAX_DERIVED_PER_SET = 1000;

export const DerivedSetSchema = z
  .strictObject({
    entries: z.array(DerivedEntrySchema).min(1).max(MAX_DERIVED_PER_SET),
    /** path of the address the coin uses now */
    active: z.string().max(128),
  })
  .refine((s) => s.entries.some((e) => e.path === s.active), 'the active path is not in the set');
export type DerivedSet = z.infer<typeof DerivedSetSchema>;
