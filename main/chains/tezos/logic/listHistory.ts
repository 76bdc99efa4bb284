import type { HistoryItem, TxState } from '../../types';
import type { TezosCtx } from '../ctx';
import { HISTORY_LIMIT } from '../constants';
import { tzktOf } from '../network';

/** spec §4: SUCCESS when applied; failed, backtracked and skipped operations moved nothing. */
export function stateOf(status: string): TxState {
  if (status === 'applied') return 'success';
  return status === 'failed' || status === 'backtracked' || status === 'skipped' ? 'failed' : 'unknown';
}

/**
 * spec §7: TzKT's GET /v1/accounts/{address}/operations?type=transaction&sort=1&limit=20,
 * newest first; an amount the wallet sent is negative.
 */
export async function listHistory(ctx: TezosCtx, address: string): Promise<HistoryItem[]> {
  const txs = await tzktOf(ctx).transactions(address, HISTORY_LIMIT);
  return txs.slice(0, HISTORY_LIMIT).map((t) => ({
    hash: t.hash,
    amount: (t.from === address ? -t.amount : t.amount).toString(10),
    status: stateOf(t.status),
    date: t.timeMs,
    from: t.from,
    to: t.to,
  }));
}
