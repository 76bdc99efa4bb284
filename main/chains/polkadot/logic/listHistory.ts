import type { HistoryItem, TxState } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { PolkadotCtx } from '../ctx';
import { scanOf } from '../network';

/** spec §4: Polkadot's status is the scan service's success flag */
export const stateOf = (success: boolean): TxState => (success ? 'success' : 'failed');

/**
 * spec §7: POST transfers with the address and row 20, reading data.transfers; newest first,
 * amounts signed from the wallet's side. No scan service, no history.
 */
export async function listHistory(ctx: PolkadotCtx, address: string): Promise<HistoryItem[]> {
  const scan = scanOf(ctx);
  if (!scan) return [];
  const rows = await scan.transfers(address, HISTORY_LIMIT);
  return rows.slice(0, HISTORY_LIMIT).map((t) => ({
    hash: t.hash,
    amount: (t.from === address ? -t.amount : t.amount).toString(10),
    status: stateOf(t.success),
    date: t.timeMs,
    from: t.from,
    to: t.to,
  }));
}
