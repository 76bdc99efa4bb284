import { readEachOf } from '../../../net/readEach';
import type { HistoryPage, TxState } from '../../types';
import type { FilecoinCtx } from '../ctx';
import { EXIT_CODE_OK, HISTORY_LIMIT } from '../constants';
import { scanOf } from '../network';

/** spec §4: SUCCESS on exit code Ok; any other exit code is a message that ran and failed. */
export function stateOf(exitCode: string): TxState {
  return exitCode === EXIT_CODE_OK ? 'success' : 'failed';
}

/**
 * spec §7: Filscan's MessagesByAccountID (filters index 0, limit 20, method_name ''), newest
 * first; an amount the wallet sent is negative.
 */
export async function listHistory(ctx: FilecoinCtx, address: string): Promise<HistoryPage> {
  const list = await scanOf(ctx).messagesByAccountId(address, HISTORY_LIMIT);
  const page = readEachOf(list, (m) => ({
    hash: m.cid,
    amount: (m.from === address && m.to !== address ? -m.value : m.value).toString(10),
    status: stateOf(m.exitCode),
    date: m.timeMs,
    from: m.from,
    to: m.to,
  }));
  return { items: page.items.slice(0, HISTORY_LIMIT), skipped: page.skipped };
}
