import type { HistoryItem, TxState } from '../../types';
import type { HederaCtx } from '../ctx';
import { HISTORY_LIMIT, LAST_SYSTEM_ACCOUNT } from '../constants';
import { mirrorOf, type MirrorTransaction } from '../network';

/** spec §4: SUCCESS when the result is SUCCESS; any other result moved nothing but the fee. */
export function stateOf(result: string): TxState {
  return result === 'SUCCESS' ? 'success' : 'failed';
}

const isSystem = (id: string) => id.startsWith('0.0.') && BigInt(id.slice(4)) <= LAST_SYSTEM_ACCOUNT;

/**
 * One record as the wallet shows it: what `me` sent or received apart from the fee it paid,
 * and the counterparty, the user account (not a node or fee account) moving the most the
 * other way; a payment from a system account (the treasury) names its payer.
 */
export function itemOf(t: MirrorTransaction, me: string): HistoryItem {
  const payer = t.transactionId.split('-')[0] ?? '';
  const fee = payer === me ? t.chargedFee : 0n;
  const net = t.transfers.filter((x) => x.account === me).reduce((s, x) => s + x.amount, 0n);
  const amount = net + fee;
  const others = t.transfers
    .filter((x) => x.account !== me && !isSystem(x.account) && (amount < 0n ? x.amount > 0n : x.amount < 0n))
    .sort((a, b) =>
      (a.amount < 0n ? -a.amount : a.amount) > (b.amount < 0n ? -b.amount : b.amount) ? -1 : 1,
    );
  const other = others[0]?.account ?? payer;
  return {
    hash: t.transactionId,
    amount: amount.toString(10),
    status: stateOf(t.result),
    date: t.timeMs,
    from: amount < 0n ? me : other,
    to: amount < 0n ? other : me,
    ...(fee > 0n ? { fee: fee.toString(10) } : {}),
    ...(t.memo ? { memo: { kind: 'text' as const, value: t.memo } } : {}),
  };
}

/**
 * spec §7: the account's CRYPTOTRANSFER records, newest first (limit=20,
 * transactiontype=cryptotransfer, transactions=true, order=desc).
 */
export async function listHistory(ctx: HederaCtx, accountId: string): Promise<HistoryItem[]> {
  const txs = await mirrorOf(ctx).transfers(accountId, HISTORY_LIMIT);
  return txs.slice(0, HISTORY_LIMIT).map((t) => itemOf(t, accountId));
}
