import type { HistoryRow } from '../../../shared/contract/history';

export type Direction = HistoryRow['direction'];

export interface ClientFilter {
  coinId: string | null;
  direction: Direction | null;
}

/** The coins that appear in the rows, for the coin filter: one option per coin id, A→Z by symbol. */
export function coinOptions(rows: readonly HistoryRow[]): { coinId: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.coinId)) seen.set(r.coinId, `${r.symbol} · ${r.chainDisplayName}`);
  return [...seen]
    .map(([coinId, label]) => ({ coinId, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function applyFilter(rows: readonly HistoryRow[], f: ClientFilter): HistoryRow[] {
  return rows.filter(
    (r) => (!f.coinId || r.coinId === f.coinId) && (!f.direction || r.direction === f.direction),
  );
}

/** A file name that sorts by date and says what it holds. */
export function exportName(now: Date, walletName: string | null): string {
  const day = now.toISOString().slice(0, 10);
  const who = (walletName ?? 'all-wallets').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'wallet';
  return `transactions-${who}-${day}.csv`;
}
