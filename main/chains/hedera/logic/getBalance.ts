import type { HederaCtx } from '../ctx';
import { mirrorOf } from '../network';

/** The account's balance in tinybars (spec §7: GET accounts/{id}, limit 1, transactions false). */
export async function getBalance(ctx: HederaCtx, accountId: string): Promise<bigint> {
  return (await mirrorOf(ctx).account(accountId))?.balance ?? 0n;
}
