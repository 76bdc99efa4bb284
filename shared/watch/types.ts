import { z } from 'zod';

/** How an account's addresses are spent, named as the UTXO schemes are. */
export const WatchSchemeSchema = z.enum(['native', 'nested', 'legacy']);
export type WatchScheme = z.infer<typeof WatchSchemeSchema>;

/**
 * What a watch-only wallet follows: a Bitcoin-family account's extended public key (with the
 * address type its version names and the account path it implies), or one address of an
 * account chain. Public data only.
 */
export const WatchKeySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('xpub'),
    xpub: z.string().min(1).max(200),
    scheme: WatchSchemeSchema,
    path: z.string().max(64),
  }),
  z.strictObject({ kind: z.literal('address'), address: z.string().min(1).max(512) }),
]);
export type WatchKey = z.infer<typeof WatchKeySchema>;
