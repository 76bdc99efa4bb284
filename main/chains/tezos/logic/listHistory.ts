import { readEachOf } from '../../../net/readEach';
import type { HistoryPage, TxState } from '../../types';
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
 * newest first; an amount the wallet sent is negative, with the fee it paid (baker fee and
 * storage burnt). An operation that does not read is counted in `skipped`.
 */
export async function listHistory(ctx: TezosCtx, address: string): Promise<HistoryPage> {
  const txs = await tzktOf(ctx).transactions(address, HISTORY_LIMIT);
  const page = readEachOf(txs, (t) => ({
    hash: t.hash,
    amount: (t.from === address ? -t.amount : t.amount).toString(10),
    status: stateOf(t.status),
    date: t.timeMs,
    from: t.from,
    to: t.to,
    ...(t.from === address && t.fee !== undefined ? { fee: t.fee.toString(10) } : {}),
  }));
  return { items: page.items.slice(0, HISTORY_LIMIT), skipped: page.skipped };
}
