import { z } from 'zod';
import { WalletsStateSchema } from '../../shared/wallets/types';
import { WatchKeySchema } from '../../shared/watch/types';

/**
 * The vault document: the only place secrets live. Public wallet state travels with them so
 * that a lost cache loses nothing: delete the cache, unlock, and every wallet, name and coin
 * comes back from here. Each change is one atomic vault write.
 */
export const WalletSecretSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('phrase'), phrase: z.string().min(1), passphrase: z.string() }),
  z.strictObject({ kind: z.literal('privateKey'), chainName: z.string(), privateKey: z.string().min(1) }),
  /** a watch-only wallet: public data kept beside the secrets so it comes back with the vault; it signs nothing */
  z.strictObject({ kind: z.literal('watch'), chainName: z.string(), key: WatchKeySchema }),
]);
export type WalletSecret = z.infer<typeof WalletSecretSchema>;

export const VaultPayloadSchema = z
  .strictObject({
    version: z.literal(1),
    /** encrypts main's SQLite cache; replaced on a password change so the cache is rekeyed */
    cacheKey: z.string().regex(/^[0-9a-f]{64}$/),
    state: WalletsStateSchema,
    secrets: z.record(z.string(), WalletSecretSchema),
    /** seals the signing journal's records (signer/journal); added at the first signature */
    journalKey: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .superRefine((p, ctx) => {
    for (const w of p.state.wallets)
      if (!p.secrets[w.id]) ctx.addIssue({ code: 'custom', message: `wallet ${w.id} has no secret` });
  });
export type VaultPayload = z.infer<typeof VaultPayloadSchema>;
