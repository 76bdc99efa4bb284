/**
 * SOL and every token account of many wallets in one HTTP request: per owner getBalance and one
 * getTokenAccountsByOwner per token program (Token, Token-2022), however many tokens it holds.
 */
import { balanceQuery, mapQuery, tokenAccountsQuery } from '../network';
import type { SolanaCtx } from '../ctx';
import type { AccountOverview, TokenHolding } from '../types';
import { rpcOf } from './rpcOf';

type Part = { lamports: bigint } | { tokens: TokenHolding[] };

export async function getBalances(
  ctx: SolanaCtx,
  owners: readonly string[],
): Promise<Map<string, AccountOverview>> {
  const unique = [...new Set(owners)];
  const parts = await rpcOf(ctx).many<Part>(
    unique.flatMap((o) => [
      mapQuery(balanceQuery(o), (lamports): Part => ({ lamports })),
      mapQuery(tokenAccountsQuery(o, 'token'), (tokens): Part => ({ tokens })),
      mapQuery(tokenAccountsQuery(o, 'token-2022'), (tokens): Part => ({ tokens })),
    ]),
  );
  const out = new Map<string, AccountOverview>();
  unique.forEach((owner, i) => {
    const mine = parts.slice(i * 3, i * 3 + 3);
    out.set(owner, {
      owner,
      lamports: mine.reduce((s, p) => ('lamports' in p ? p.lamports : s), 0n),
      tokens: mine.flatMap((p) => ('tokens' in p ? p.tokens : [])),
    });
  });
  return out;
}

/** The owner's balance of `mint`, summed over its token accounts. */
export function tokenBalanceOf(o: AccountOverview, mint: string): bigint {
  return o.tokens.filter((t) => t.mint === mint).reduce((s, t) => s + t.amount, 0n);
}
