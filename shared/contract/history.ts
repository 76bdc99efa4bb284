import { z } from 'zod';
import { TxViewSchema } from './transfers';

const Id = z.string().min(1).max(200);

/** Which transactions the Transactions screen lists: absent filters mean every one. */
export const HistoryFilterSchema = z.strictObject({
  walletId: Id.optional(),
  coinId: Id.optional(),
  direction: z.enum(['in', 'out', 'self']).optional(),
});
export type HistoryFilter = z.infer<typeof HistoryFilterSchema>;

/** One transaction of one coin of one wallet, as the all-coins list shows and exports it. */
export const HistoryRowSchema = TxViewSchema.extend({
  walletId: z.string(),
  walletName: z.string(),
  coinId: z.string(),
  symbol: z.string(),
  chainName: z.string(),
  chainDisplayName: z.string(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

export const historyCalls = {
  /**
   * Every visible coin's recent history (each chain's last 20) across the wallets the filter
   * names, newest first. A coin whose chain could not be read is listed in `unread` with the
   * reason, never silently left out; entries of a chain's page that could not be read are
   * counted in `skipped` (the rest of that page is listed).
   */
  'history.all': {
    input: HistoryFilterSchema,
    output: z.strictObject({
      rows: z.array(HistoryRowSchema),
      unread: z.array(z.strictObject({ walletName: z.string(), symbol: z.string(), reason: z.string() })),
      skipped: z.number().int().min(0),
    }),
  },
} as const;
