import { readEachOf } from '../../../net/readEach';
import type { HistoryItem, HistoryPage, TxState } from '../../types';
import type { TronCtx } from '../ctx';
import { HISTORY_LIMIT } from '../constants';
import { gridOf, type GridTrc20Transfer, type GridTx } from '../network';

/** spec §4: the contract result string; SUCCESS is a success, any other result a failure */
export function stateOf(contractRet: string | undefined): TxState {
  if (contractRet === undefined) return 'unknown';
  return contractRet === 'SUCCESS' ? 'success' : 'failed';
}

const signed = (amount: bigint, from: string, me: string) => (from === me ? -amount : amount).toString(10);

function nativeItem(t: GridTx, me: string): HistoryItem {
  return {
    hash: t.hash,
    amount: signed(t.amount, t.from, me),
    status: stateOf(t.contractRet),
    date: t.timeMs,
    from: t.from,
    to: t.to,
    // what the account paid (burnt bandwidth and energy): the sender's, shown on its own transactions
    ...(t.fee !== undefined && t.from === me ? { fee: t.fee.toString(10) } : {}),
  };
}

/** TronGrid lists only successful TRC-20 transfers: spec §4, token transfers are SUCCESS */
function tokenItem(t: GridTrc20Transfer, me: string): HistoryItem {
  return {
    hash: t.hash,
    amount: signed(t.value, t.from, me),
    status: 'success',
    date: t.timeMs,
    from: t.from,
    to: t.to,
    contractAddress: t.contract,
  };
}

/** Newest first, one entry per hash, at most `limit`. */
export function mergeByTime(lists: readonly HistoryItem[][], limit = HISTORY_LIMIT): HistoryItem[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .sort((a, b) => b.date - a.date)
    .filter((i) => !seen.has(i.hash) && seen.add(i.hash))
    .slice(0, limit);
}

/**
 * spec §7: v1/accounts/{address}/transactions and /transactions/trc20, limit 20, merged by time.
 * The TRX coin lists the account's own transactions (transfers with their amount, every other
 * contract with 0, its fee being what it cost); a token lists its transfers.
 */
export async function listHistory(
  ctx: TronCtx,
  p: { address: string; contractAddress?: string },
): Promise<HistoryPage> {
  const grid = gridOf(ctx);
  if (p.contractAddress) {
    const transfers = await grid.trc20Transfers(p.address, HISTORY_LIMIT, p.contractAddress);
    const page = readEachOf(transfers, (t) =>
      // an Approval event in the same list moved nothing: the permissions page shows it
      t.contract === p.contractAddress && t.type === 'Transfer' ? tokenItem(t, p.address) : null,
    );
    return { items: mergeByTime([page.items]), skipped: page.skipped };
  }
  const page = readEachOf(await grid.transactions(p.address, HISTORY_LIMIT), (t) => nativeItem(t, p.address));
  return { items: mergeByTime([page.items]), skipped: page.skipped };
}
