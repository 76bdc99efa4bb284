/**
 * History across every used address of the account: each transaction once, its amount
 * signed from the wallet's point of view (outputs to own addresses minus own inputs), newest
 * first, at most 20 items (spec §9).
 */
import { joinLists, readEachOf } from '../../../net/readEach';
import type { HistoryItem, HistoryPage } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import { withProviders } from '../network';
import type { ChainTx, UtxoCtx } from '../types';
import type { DiscoverResult } from './discover';
import { mapLimit } from './mapLimit';
import { DISCOVERY_CONCURRENCY } from '../constants';

export function toHistoryItem(tx: ChainTx, own: ReadonlySet<string>, now: number): HistoryItem {
  const inOwn = tx.vin.filter((i) => i.address && own.has(i.address));
  const outOwn = tx.vout.filter((o) => o.address && own.has(o.address));
  const delta = outOwn.reduce((s, o) => s + o.value, 0n) - inOwn.reduce((s, i) => s + i.value, 0n);
  const external = tx.vout.find((o) => !(o.address && own.has(o.address)));
  const sending = inOwn.length > 0;
  // what the wallet paid beside what it moved: inputs less outputs, on what it sent (the
  // amount already includes it, as Cardano's does; shown apart so the user sees the fee)
  const fee = tx.vin.reduce((s, i) => s + i.value, 0n) - tx.vout.reduce((s, o) => s + o.value, 0n);
  return {
    hash: tx.txid,
    amount: delta.toString(),
    status: tx.confirmed ? 'success' : 'pending',
    date: tx.time ? tx.time * 1000 : now,
    from: sending ? (inOwn[0]?.address ?? '') : (tx.vin[0]?.address ?? ''),
    to: sending ? (external?.address ?? outOwn[0]?.address ?? '') : (outOwn[0]?.address ?? ''),
    ...(sending && inOwn.length === tx.vin.length && fee >= 0n ? { fee: fee.toString() } : {}),
  };
}

export async function listHistory(ctx: UtxoCtx, d: DiscoverResult): Promise<HistoryItem[]> {
  return (await listHistoryPage(ctx, d)).items;
}

/** listHistory with the count of transactions a provider wrote that could not be read. */
export async function listHistoryPage(ctx: UtxoCtx, d: DiscoverResult): Promise<HistoryPage> {
  const own = new Set(d.used.map((a) => a.address));
  const limit = ctx.config.concurrency ?? DISCOVERY_CONCURRENCY;
  const lists = joinLists(
    await mapLimit(d.used, limit, (a) => withProviders(ctx, (p) => p.getHistory(a.address))),
  );
  const byId = new Map<string, ChainTx>();
  for (const tx of lists.items) byId.set(tx.txid, tx);
  const now = ctx.now();
  const page = readEachOf({ items: [...byId.values()], skipped: lists.skipped }, (tx) =>
    toHistoryItem(tx, own, now),
  );
  return { items: page.items.sort((a, b) => b.date - a.date).slice(0, HISTORY_LIMIT), skipped: page.skipped };
}
