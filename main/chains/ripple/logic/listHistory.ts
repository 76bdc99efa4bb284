import { readEachOf } from '../../../net/readEach';
import type { HistoryItem, HistoryPage, TxState } from '../../types';
import type { RippleCtx } from '../ctx';
import { HISTORY_LIMIT } from '../constants';
import { withRippled, type AccountTxEntry } from '../network';

/** seconds between the Unix and the Ripple epochs (2000-01-01) */
const RIPPLE_EPOCH = 946_684_800;

/** spec §4: SUCCESS or FAIL, from the result code: tesSUCCESS is the only success */
export const stateOf = (result: string): TxState => (result === 'tesSUCCESS' ? 'success' : 'failed');

const dropsOf = (a: unknown): bigint | null =>
  typeof a === 'string' && /^\d{1,18}$/.test(a) ? BigInt(a) : null;

/**
 * What an XRP payment moved, drops: meta.delivered_amount, never Amount alone. A partial
 * payment's Amount can be far above what arrived (the classic fake-deposit trick); a failed
 * one delivered nothing and shows what it tried to send.
 */
function movedDrops(t: AccountTxEntry): bigint {
  if (t.tx_json.TransactionType !== 'Payment') return 0n;
  const asked = dropsOf(t.tx_json.DeliverMax ?? t.tx_json.Amount);
  if (asked === null) return 0n; // an issued currency: not this coin
  if (t.meta.TransactionResult !== 'tesSUCCESS') return asked;
  return dropsOf(t.meta.delivered_amount) ?? 0n;
}

function dateOf(t: AccountTxEntry): number {
  if (t.close_time_iso) {
    const ms = Date.parse(t.close_time_iso);
    if (Number.isFinite(ms)) return ms;
  }
  return t.tx_json.date !== undefined ? (t.tx_json.date + RIPPLE_EPOCH) * 1000 : 0;
}

export function historyItem(t: AccountTxEntry, me: string): HistoryItem {
  const out = t.tx_json.Account === me;
  const moved = movedDrops(t);
  return {
    hash: t.hash.toUpperCase(),
    // the wallet's side: what left it (the fee is in `fee`), or what arrived
    amount: (out ? -moved : moved).toString(10),
    status: stateOf(t.meta.TransactionResult),
    date: dateOf(t),
    from: t.tx_json.Account,
    to: t.tx_json.Destination ?? '',
    // the fee is the sender's: shown on the wallet's own transactions only
    ...(out ? { fee: t.tx_json.Fee.toString(10) } : {}),
    ...(t.tx_json.DestinationTag !== undefined
      ? { memo: { kind: 'tag' as const, value: String(t.tx_json.DestinationTag) } }
      : {}),
  };
}

/**
 * spec §7: account_tx, limit 20, newest first; validated transactions only. An entry that
 * cannot be read is counted in `skipped`, never the reason the whole page is empty.
 */
export async function listHistory(ctx: RippleCtx, address: string): Promise<HistoryPage> {
  const txs = await withRippled(ctx, (api) => api.accountTx(address, HISTORY_LIMIT));
  const page = readEachOf(txs, (t) => (t.validated !== false ? historyItem(t, address) : null));
  return { items: page.items.slice(0, HISTORY_LIMIT), skipped: page.skipped };
}
