import { z } from 'zod';

const FileName = z.string().max(120);

/**
 * The vault's main file did not open as it was (signer/vault/readVaultFiles.ts): `latest` means
 * only its checksum was damaged and the newest save opened whole; `backup` means the save one
 * older opened, so whatever the last save added is not in it.
 */
export const VaultRecoverySchema = z.strictObject({
  problem: z.enum(['damaged', 'missing']),
  restored: z.enum(['latest', 'backup']),
  /** the copy of the damaged file in the vault folder; absent if it could not be copied */
  keptAs: FileName.optional(),
});
export type VaultRecovery = z.infer<typeof VaultRecoverySchema>;

/**
 * Records of the signing journal that could not be read: their transactions can no longer be
 * sped up or cancelled. A sealed record names no transaction; the signing times of the readable
 * records around the damage bound when the lost ones were signed.
 */
export const JournalDamageSchema = z.strictObject({
  records: z.number().int().min(1),
  /** the read stopped at a broken record: what followed it is lost too, count unknown */
  restUnreadable: z.boolean(),
  /** unix ms: the lost records were signed after this (absent: from the first record on) */
  signedAfter: z.number().int().optional(),
  /** unix ms: and before this (absent: up to the last signature) */
  signedBefore: z.number().int().optional(),
  keptAs: FileName.optional(),
});
export type JournalDamage = z.infer<typeof JournalDamageSchema>;

/** What the signer found at unlock; absent when everything opened as it was. */
export const SignerUnlockReportSchema = z.strictObject({
  vault: VaultRecoverySchema.optional(),
  journal: JournalDamageSchema.optional(),
});
export type SignerUnlockReport = z.infer<typeof SignerUnlockReportSchema>;
