import type { PricesRepo } from '../cache';

/** spec §9: a price is reused for 5 minutes before it is asked for again. */
export const PRICE_TTL_MS = 5 * 60_000;

/** One quotes request for many symbols; an empty map on any failure. */
export type QuotesSource = (symbols: readonly string[], currency: string) => Promise<Map<string, string>>;

export interface PriceServiceDeps {
  source: QuotesSource;
  now?: () => number;
  /** the encrypted cache's prices while it is open; null when locked */
  repo?: () => PricesRepo | null;
}

interface Entry {
  /** null: the provider answered but had no price for the symbol */
  price: string | null;
  fetchedAt: number;
}

/**
 * Fiat prices per (symbol, currency), fetched in one batch for whatever is not fresh.
 * Prices live in memory and, while the wallet is unlocked, in the encrypted cache so a
 * restart within five minutes does not ask the provider again.
 */
export class PriceService {
  private readonly mem = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly d: PriceServiceDeps) {
    this.now = d.now ?? Date.now;
  }

  private fresh(symbol: string, currency: string, now: number): Entry | undefined {
    const key = `${symbol}:${currency}`;
    const hit = this.mem.get(key);
    if (hit && now - hit.fetchedAt < PRICE_TTL_MS) return hit;
    const stored = this.d.repo?.()?.get(symbol, currency);
    if (stored && now - stored.fetchedAt < PRICE_TTL_MS && stored.fetchedAt <= now) {
      const entry = { price: stored.price, fetchedAt: stored.fetchedAt };
      this.mem.set(key, entry);
      return entry;
    }
    return undefined;
  }

  /** symbol → decimal price in `currency`, or null when none is known. */
  async get(symbols: readonly string[], currency: string): Promise<Map<string, string | null>> {
    const unique = [...new Set(symbols)];
    const now = this.now();
    const out = new Map<string, string | null>();
    const missing: string[] = [];
    for (const s of unique) {
      const hit = this.fresh(s, currency, now);
      if (hit) out.set(s, hit.price);
      else missing.push(s);
    }
    if (missing.length === 0) return out;

    const got = await this.d.source(missing, currency);
    // An empty answer is an outage (or no key): nothing is remembered, so the next call asks again.
    // A partial one means the provider does not price the rest; that is remembered too.
    const answered = got.size > 0;
    for (const s of missing) {
      const price = got.get(s) ?? null;
      out.set(s, price);
      if (answered) this.mem.set(`${s}:${currency}`, { price, fetchedAt: now });
    }
    if (answered) {
      const rows = [...got].map(([symbol, price]) => ({ symbol, currency, price, fetchedAt: now }));
      try {
        this.d.repo?.()?.upsertMany(rows);
      } catch {
        // The cache can close (lock) while a request is in flight; memory still has the prices.
      }
    }
    return out;
  }

  async price(symbol: string, currency: string): Promise<string | null> {
    return (await this.get([symbol], currency)).get(symbol) ?? null;
  }
}
