import { z } from 'zod';
import type { AppStateRepo } from '../../cache';

/** Where the sale stands at its provider after the deposit (sell.status's words). */
export const SALE_STATUSES = ['waiting', 'received', 'paidOut', 'failed'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

const SaleRecordSchema = z.strictObject({
  chainName: z.string().max(64),
  /** the deposit's transaction id, as the chain spells it */
  hash: z.string().min(1).max(200),
  requestId: z.string().max(128),
  providerName: z.string().max(64),
  providerDisplayName: z.string().max(64),
  status: z.enum(SALE_STATUSES),
  date: z.number().int(),
});
export type SaleRecord = z.infer<typeof SaleRecordSchema>;

/** in the cache's app state: a cache, like the history it labels; losing it loses only the label */
const SALES_KEY = 'sales';
/** sales kept for labelling history; the history pages show the latest 20 transactions per coin */
const KEPT_SALES = 100;

const STATUS_WORDS: Record<SaleStatus, string> = {
  waiting: 'deposit sent',
  received: 'received by the provider',
  paidOut: 'paid out',
  failed: 'failed at the provider',
};

/** The sales the wallet paid deposits for, newest first; an unreadable list (older app) reads as none. */
export function readSales(state: AppStateRepo): SaleRecord[] {
  const r = z.array(SaleRecordSchema).safeParse(state.get(SALES_KEY));
  return r.success ? r.data : [];
}

export function recordSale(state: AppStateRepo, sale: SaleRecord): void {
  const others = readSales(state).filter((s) => !sameTx(s, sale.chainName, sale.hash));
  state.set(SALES_KEY, [sale, ...others].slice(0, KEPT_SALES));
}

/** The provider's latest word on a sale, kept for the history label. */
export function setSaleStatus(
  state: AppStateRepo,
  ref: { requestId: string; providerName: string },
  status: SaleStatus,
): void {
  const sales = readSales(state);
  if (!sales.some((s) => s.requestId === ref.requestId && s.providerName === ref.providerName)) return;
  state.set(
    SALES_KEY,
    sales.map((s) =>
      s.requestId === ref.requestId && s.providerName === ref.providerName ? { ...s, status } : s,
    ),
  );
}

/** The history's words for a sale's deposit: 'Sale via Ramp Out · paid out'. */
export function saleNote(sale: SaleRecord): string {
  return `Sale via ${sale.providerDisplayName} · ${STATUS_WORDS[sale.status]}`;
}

// EVM writes hashes in lower case, XRP in upper case: one transaction, however it is spelled
const sameTx = (s: SaleRecord, chainName: string, hash: string) =>
  s.chainName === chainName && s.hash.toLowerCase() === hash.toLowerCase();

/** History items of `chainName` with a sale's deposit labelled as the sale it paid. */
export function withSaleNotes<T extends { hash: string; description?: string }>(
  state: AppStateRepo,
  chainName: string,
  items: T[],
): T[] {
  const sales = readSales(state).filter((s) => s.chainName === chainName);
  if (sales.length === 0) return items;
  return items.map((t) => {
    const sale = sales.find((s) => sameTx(s, chainName, t.hash));
    return sale ? { ...t, description: saleNote(sale) } : t;
  });
}
