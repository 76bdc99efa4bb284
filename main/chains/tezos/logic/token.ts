/**
 * Tezos tokens (issue 37): an FA1.2 contract or an FA2 token (shared/chains/tezos/tokens.ts),
 * checked on TzKT before it is added (it must index the contract as FA1.2 or FA2, and the FA2
 * token id must exist), named and scaled by its TZIP-21 metadata, and read from TzKT's
 * tokens/balances.
 */
import { formatUnits } from '../../../../shared/amount';
import { tezosTokenId, tezosTokenOf, type TezosToken } from '../../../../shared/chains/tezos/tokens';
import { validateAddress } from '../../../../shared/chains/tezos/validate';
import { AppError } from '../../../../shared/errors';
import type { TokenDetails } from '../../family';
import { HELD_TOKENS_NAMED, MAX_TOKEN_DECIMALS, TEZOS_ERRORS } from '../constants';
import type { TezosCtx } from '../ctx';
import { tzktTokensOf, type TzktToken } from '../network';

/** The token a coin's contractAddress names; a malformed one is refused, never read as XTZ. */
export function tokenOfContract(contractAddress: string): TezosToken {
  const token = tezosTokenOf(contractAddress);
  if (!token || !validateAddress('tezos', token.contract).valid)
    throw new AppError('BAD_INPUT', TEZOS_ERRORS.badToken);
  return token;
}

/** The token of a coin, or null for XTZ itself. */
export const tokenOfCoin = (coin: { contractAddress?: string }): TezosToken | null =>
  coin.contractAddress ? tokenOfContract(coin.contractAddress) : null;

const tokenIdOf = (t: TezosToken): bigint => (t.standard === 'fa2' ? BigInt(t.tokenId) : 0n);

/** What the wallet shows of a token TzKT described; decimals it cannot use are refused. */
function detailsOf(id: string, t: TzktToken): Omit<TokenDetails, 'contractAddress'> {
  const decimals = Number(t.decimals ?? 'x');
  if (!/^\d{1,2}$/.test(t.decimals ?? '') || decimals > MAX_TOKEN_DECIMALS)
    throw new AppError('BAD_INPUT', TEZOS_ERRORS.badTokenMetadata(id));
  const symbol = (t.symbol ?? '').trim() || t.contract.slice(0, 8);
  return { name: (t.name ?? '').trim() || symbol, symbol, decimals };
}

/**
 * A token's details from TzKT. `KT1…` alone names an FA1.2 contract, or an FA2 contract's token
 * 0; the answer's standard decides, and the canonical contractAddress says it (`KT1…:0` for FA2).
 */
export async function tokenInfo(ctx: TezosCtx, text: string): Promise<TokenDetails> {
  const asked = tokenOfContract(text);
  const found = await tzktTokensOf(ctx).token(asked.contract, tokenIdOf(asked));
  const token: TezosToken | null =
    found?.standard === 'fa2'
      ? { standard: 'fa2', contract: asked.contract, tokenId: found.tokenId.toString(10) }
      : found?.standard === 'fa1.2' && asked.standard === 'fa1.2'
        ? asked
        : null;
  if (!found || !token) throw new AppError('BAD_INPUT', TEZOS_ERRORS.unknownToken(text.trim()));
  const id = tezosTokenId(token);
  return { contractAddress: id, ...detailsOf(id, found) };
}

/** Base units of each token in `tokens` that `address` holds, by contractAddress; 0 when TzKT lists none. */
export async function getTokenBalances(
  ctx: TezosCtx,
  address: string,
  tokens: readonly TezosToken[],
): Promise<Map<string, bigint>> {
  const rows = await tzktTokensOf(ctx).balances(address, {
    contracts: [...new Set(tokens.map((t) => t.contract))],
    tokenIds: [...new Set(tokens.map((t) => tokenIdOf(t).toString(10)))],
  });
  const out = new Map<string, bigint>();
  for (const t of tokens) {
    const row = rows.find(
      (r) =>
        r.token.contract === t.contract &&
        r.token.standard === t.standard &&
        r.token.tokenId === tokenIdOf(t),
    );
    out.set(tezosTokenId(t), row?.balance ?? 0n);
  }
  return out;
}

/** Base units of `token` at `address`. */
export async function getTokenBalance(ctx: TezosCtx, address: string, token: TezosToken): Promise<bigint> {
  return (await getTokenBalances(ctx, address, [token])).get(tezosTokenId(token)) ?? 0n;
}

/**
 * The FA1.2 and FA2 tokens the account holds, as a line the XTZ coin page shows: tokens are not
 * added by themselves, so the user learns what there is to add (and by which contract).
 */
export async function heldTokensNotice(ctx: TezosCtx, address: string): Promise<string[]> {
  const held = (await tzktTokensOf(ctx).balances(address)).filter(
    (b) => b.balance > 0n && (b.token.standard === 'fa1.2' || b.token.standard === 'fa2'),
  );
  if (!held.length) return [];
  const named = held.slice(0, HELD_TOKENS_NAMED).map(({ token, balance }) => {
    const id = token.standard === 'fa2' ? `${token.contract}:${token.tokenId}` : token.contract;
    const decimals = /^\d{1,2}$/.test(token.decimals ?? '') ? Number(token.decimals) : 0;
    return `${formatUnits(balance, decimals)} ${token.symbol?.trim() || 'tokens'} (${id})`;
  });
  const more = held.length - named.length;
  return [TEZOS_ERRORS.heldTokens(named.join(', ') + (more > 0 ? ` and ${more} more` : ''))];
}
