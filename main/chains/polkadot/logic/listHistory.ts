import { readEachOf } from '../../../net/readEach';
import type { HistoryPage, TxState } from '../../types';
import { HISTORY_LIMIT, POLKADOT_NOTICES } from '../constants';
import type { PolkadotCtx } from '../ctx';
import { scanOf } from '../network';

/** spec §4: Polkadot's status is the scan service's success flag */
export const stateOf = (success: boolean): TxState => (success ? 'success' : 'failed');

/**
 * spec §7: POST transfers with the address and row 20, reading data.transfers; newest first,
 * amounts signed from the wallet's side, the fee on what the wallet sent. Without a scan
 * service, or when Subscan refuses a request made without a key, the page is empty and
 * `notice` says why in plain words; a transfer that does not read is counted in `skipped`.
 */
export async function listHistory(
  ctx: PolkadotCtx,
  address: string,
): Promise<HistoryPage & { notice?: string }> {
  const scan = scanOf(ctx);
  if (!scan) return { items: [], skipped: 0, notice: POLKADOT_NOTICES.noScan };
  let rows;
  try {
    rows = await scan.transfers(address, HISTORY_LIMIT);
  } catch (e) {
    if (!ctx.config.apiKey) {
      console.error(`history polkadot: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0, notice: POLKADOT_NOTICES.needsKey };
    }
    throw e;
  }
  const page = readEachOf(rows, (t) => ({
    hash: t.hash,
    amount: (t.from === address ? -t.amount : t.amount).toString(10),
    status: stateOf(t.success),
    date: t.timeMs,
    from: t.from,
    to: t.to,
    ...(t.from === address && t.fee !== undefined ? { fee: t.fee.toString(10) } : {}),
  }));
  return { items: page.items.slice(0, HISTORY_LIMIT), skipped: page.skipped };
}
