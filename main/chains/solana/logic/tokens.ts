/**
 * Tokens: search on the token-list service, and a custom token by its mint (decimals from the
 * mint account on chain, the only source the transfer itself trusts; name and symbol from the
 * token list when it knows the mint, else a short form of the mint).
 */
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import type { SolanaCtx } from '../ctx';
import { SOLANA_ERRORS } from '../errors';
import { accountsQuery, searchTokenList } from '../network';
import type { TokenListEntry } from '../types';
import { rpcOf } from './rpcOf';

export async function searchTokens(
  ctx: SolanaCtx,
  query: string,
  start: number,
  limit: number,
): Promise<TokenListEntry[]> {
  const url = ctx.config.tokenListUrl;
  if (!url) throw new AppError('NOT_FOUND', SOLANA_ERRORS.noTokenList);
  return searchTokenList(ctx.http, url, { query, start, limit, chainId: ctx.config.tokenListChainId });
}

export async function tokenInfo(ctx: SolanaCtx, mint: string): Promise<TokenDetails> {
  const listed = ctx.config.tokenListUrl
    ? searchTokens(ctx, mint, 0, 5).catch(() => [] as TokenListEntry[])
    : Promise.resolve([]);
  const [[account], hits] = await Promise.all([rpcOf(ctx).call(accountsQuery([mint])), listed]);
  if (!account?.mint) throw new AppError('RULE', SOLANA_ERRORS.notMint);
  const hit = hits.find((h) => h.address === mint);
  const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`;
  return {
    contractAddress: mint,
    name: hit?.name || short,
    symbol: hit?.symbol || mint.slice(0, 5).toUpperCase(),
    decimals: account.mint.decimals,
  };
}
