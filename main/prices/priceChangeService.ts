import type { QuotesSource } from './priceService';
import { PRICE_TTL_MS } from './priceService';

export interface PriceChangeServiceDeps {
  /** symbol → signed percent ("+1.23"); an empty map is an outage */
  source: QuotesSource;
  now?: () => number;
}

interface Entry {
  change: string | null;
  fetchedAt: number;
}

/**
 * Each symbol's 24 h price change, fetched in one batch for whatever is not fresh and kept in
 * memory as long as a price is (5 minutes). Not persisted: a restart costs one request, and a
 * change is worthless once stale.
 */
export class PriceChangeService {
  private readonly mem = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly d: PriceChangeServiceDeps) {
    this.now = d.now ?? Date.now;
  }

  /** symbol → signed percent, or null when the source gives none. */
  async get(symbols: readonly string[], currency: string): Promise<Map<string, string | null>> {
    const now = this.now();
    const out = new Map<string, string | null>();
    const missing: string[] = [];
    for (const s of new Set(symbols)) {
      const hit = this.mem.get(`${s}:${currency}`);
      if (hit && now - hit.fetchedAt < PRICE_TTL_MS && hit.fetchedAt <= now) out.set(s, hit.change);
      else missing.push(s);
    }
    if (missing.length === 0) return out;
    let got: Map<string, string>;
    try {
      got = await this.d.source(missing, currency);
    } catch {
      got = new Map();
    }
    // As with prices: an empty answer is an outage and is not remembered.
    const answered = got.size > 0;
    for (const s of missing) {
      const change = got.get(s) ?? null;
      out.set(s, change);
      if (answered) this.mem.set(`${s}:${currency}`, { change, fetchedAt: now });
    }
    return out;
  }
}
