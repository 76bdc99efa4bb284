/**
 * Aptos tokens (issue 37): a fungible asset by its metadata object's address, a legacy coin by
 * its coin type (shared/chains/aptos/tokens.ts), checked on chain before it is added: the
 * Metadata or CoinInfo<T> resource must exist, and its name, symbol and decimals are what the
 * wallet shows.
 */
import { aptosTokenId, aptosTokenOf, type AptosToken } from '../../../../shared/chains/aptos/tokens';
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import { APTOS_ERRORS } from '../constants';
import type { AptosCtx } from '../ctx';
import { withNode } from '../network';

/** The token a coin's contractAddress names; a malformed one is refused, never read as APT. */
export function tokenOfContract(contractAddress: string): AptosToken {
  const token = aptosTokenOf(contractAddress);
  if (!token) throw new AppError('BAD_INPUT', APTOS_ERRORS.badToken);
  return token;
}

/** The token of a coin, or null for APT itself. */
export const tokenOfCoin = (coin: { contractAddress?: string }): AptosToken | null =>
  coin.contractAddress ? tokenOfContract(coin.contractAddress) : null;

/** A token's details read from the chain; a metadata address or coin type it does not know is refused. */
export async function tokenInfo(ctx: AptosCtx, text: string): Promise<TokenDetails> {
  const token = tokenOfContract(text);
  const d = await withNode(ctx, (api) => api.tokenDescription(token));
  if (!d) throw new AppError('BAD_INPUT', APTOS_ERRORS.unknownToken(aptosTokenId(token)));
  return {
    contractAddress: aptosTokenId(token),
    name: d.name.trim() || d.symbol,
    symbol: d.symbol.trim(),
    decimals: d.decimals,
  };
}

/** Base units of `token` at `address`. */
export const getTokenBalance = (ctx: AptosCtx, address: string, token: AptosToken): Promise<bigint> =>
  withNode(ctx, (api) => api.tokenBalance(address, token));
