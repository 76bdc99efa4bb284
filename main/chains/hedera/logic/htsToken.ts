/**
 * HTS fungible tokens (issue 37): a token coin's contractAddress is its token id (0.0.n). Its
 * details come from the mirror (GET tokens/{id}); the account holds it only once associated,
 * and what it holds is its token relationship's balance.
 */
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import { HEDERA_ERRORS } from '../constants';
import type { HederaCtx } from '../ctx';
import { mirrorTokensOf, type MirrorToken, type TokenRelationship } from '../network';

const TOKEN_ID = /^(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})$/;

/** The token id of a coin, trimmed; a HIP-15 checksum is not part of a token id here. */
export function tokenIdOf(contractAddress: string): string {
  const id = contractAddress.trim();
  if (!TOKEN_ID.test(id)) throw new AppError('BAD_INPUT', HEDERA_ERRORS.badToken);
  return id;
}

/** The token as the mirror describes it; refuses an unknown, deleted or non-fungible token. */
export async function fungibleToken(ctx: HederaCtx, tokenId: string): Promise<MirrorToken> {
  const t = await mirrorTokensOf(ctx).token(tokenId);
  if (!t || t.id !== tokenId) throw new AppError('BAD_INPUT', HEDERA_ERRORS.noToken(tokenId));
  if (t.deleted) throw new AppError('BAD_INPUT', HEDERA_ERRORS.deletedToken(tokenId));
  if (t.type !== 'FUNGIBLE_COMMON') throw new AppError('BAD_INPUT', HEDERA_ERRORS.notFungible(tokenId));
  return t;
}

/** Custom token by id, checked on the mirror. */
export async function tokenInfo(ctx: HederaCtx, contractAddress: string): Promise<TokenDetails> {
  const t = await fungibleToken(ctx, tokenIdOf(contractAddress));
  return { contractAddress: t.id, name: t.name, symbol: t.symbol, decimals: t.decimals };
}

/** The account's relationship with the token, or null while it is not associated. */
export async function relationshipOf(
  ctx: HederaCtx,
  accountId: string,
  tokenId: string,
): Promise<TokenRelationship | null> {
  const rows = await mirrorTokensOf(ctx).relationships(accountId, tokenId);
  return rows?.find((r) => r.tokenId === tokenId) ?? null;
}

/** What the account holds of the token, base units (0 while not associated). */
export async function tokenBalance(ctx: HederaCtx, accountId: string, tokenId: string): Promise<bigint> {
  return (await relationshipOf(ctx, accountId, tokenId))?.balance ?? 0n;
}
