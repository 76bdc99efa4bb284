import type { HistoryItem } from '../../types';
import { HISTORY_LIMIT, TOKEN_HISTORY_SCAN } from '../constants';
import type { HederaCtx } from '../ctx';
import { mirrorTokensOf, type MirrorTokenTransaction } from '../network';
import { stateOf } from './listHistory';

/**
 * One record of a token's movements as the wallet shows it: what `me` sent or received of the
 * token, the counterparty the account moving the most of it the other way, and the HBAR fee
 * when `me` paid it (the fee is never in the token's amount).
 */
export function tokenItemOf(t: MirrorTokenTransaction, me: string, tokenId: string): HistoryItem {
  const moves = t.tokenTransfers.filter((x) => x.tokenId === tokenId);
  const amount = moves.filter((x) => x.account === me).reduce((s, x) => s + x.amount, 0n);
  const payer = t.transactionId.split('-')[0] ?? '';
  const abs = (v: bigint) => (v < 0n ? -v : v);
  const other =
    moves
      .filter((x) => x.account !== me && (amount < 0n ? x.amount > 0n : x.amount < 0n))
      .sort((a, b) => (abs(a.amount) > abs(b.amount) ? -1 : 1))[0]?.account ?? payer;
  return {
    hash: t.transactionId,
    amount: amount.toString(10),
    status: stateOf(t.result),
    date: t.timeMs,
    from: amount < 0n ? me : other,
    to: amount < 0n ? other : me,
    // the fee is HBAR: the history shows it only beside the native coin's amounts
    ...(t.memo ? { memo: { kind: 'text' as const, value: t.memo } } : {}),
  };
}

/**
 * The token's history: the account's CRYPTOTRANSFER records (GET transactions with
 * account.id, newest first) that move this token for it, up to the spec's 20.
 */
export async function listTokenHistory(
  ctx: HederaCtx,
  accountId: string,
  tokenId: string,
): Promise<HistoryItem[]> {
  const txs = await mirrorTokensOf(ctx).transactions(accountId, 'CRYPTOTRANSFER', TOKEN_HISTORY_SCAN);
  return txs
    .filter((t) => t.tokenTransfers.some((x) => x.tokenId === tokenId && x.account === accountId))
    .slice(0, HISTORY_LIMIT)
    .map((t) => tokenItemOf(t, accountId, tokenId));
}
