import type { TronCtx } from '../ctx';
import { gridOf } from '../network';

export interface TronBalances {
  /** sun */
  native: bigint;
  /** base units by base58 contract; a token the account never held reads 0 */
  token(contract: string): bigint;
}

/**
 * TRX and every TRC-20 balance of one address in one TronGrid call, however many tokens the
 * wallet shows (the home list's requests do not grow with the token count).
 */
export async function getBalances(ctx: TronCtx, address: string): Promise<TronBalances> {
  const a = await gridOf(ctx).account(address);
  return { native: a.balance, token: (contract) => a.tokens.get(contract) ?? 0n };
}
