import type { PriceRange, PriceSeries } from '../../../shared/contract/priceHistory';
import { RANGE_TTL_MS, type PricePoint, type PriceHistorySource } from './priceHistory';

export interface PriceHistoryServiceDeps {
  source: PriceHistorySource;
  now?: () => number;
  /** entries kept at most; the least recently used go first */
  maxEntries?: number;
  log?: (message: string) => void;
}

interface Entry {
  points: PricePoint[] | null;
  fetchedAt: number;
}

/** A year of daily points is ~365; a day of 5-minute points ~288: 300 entries stay in the low MBs. */
const MAX_ENTRIES = 300;
/** Requests in flight at once: the keyless API rate-limits per IP, so a portfolio asks a few at a time. */
const CONCURRENCY = 3;

/**
 * Price history per (symbol, currency, range), cached in memory for the range's TTL and
 * bounded by count. The same key asked twice while in flight is one request. Failures are
 * not cached, so the next chart open asks again. History is not wallet data, and a restart
 * costing one request per coin is cheap: no SQLite table for it.
 */
export class PriceHistoryService {
  private readonly cache = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<PricePoint[] | null>>();
  private readonly now: () => number;
  private readonly max: number;

  constructor(private readonly d: PriceHistoryServiceDeps) {
    this.now = d.now ?? Date.now;
    this.max = d.maxEntries ?? MAX_ENTRIES;
  }

  /** One series per symbol, in the asked order. */
  async series(symbols: readonly string[], currency: string, range: PriceRange): Promise<PriceSeries[]> {
    const unique = [...new Set(symbols)];
    const got = new Map<string, PriceSeries>();
    let next = 0;
    const worker = async () => {
      while (next < unique.length) {
        const symbol = unique[next++]!;
        got.set(symbol, await this.one(symbol, currency, range));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
    return symbols.map((s) => got.get(s)!);
  }

  private async one(symbol: string, currency: string, range: PriceRange): Promise<PriceSeries> {
    try {
      const points = await this.points(symbol, currency, range);
      return points === null ? { symbol, points: null, missing: 'unlisted' } : { symbol, points };
    } catch (e) {
      this.d.log?.(
        `price history: ${symbol} ${range} from ${this.d.source.name}: ${e instanceof Error ? e.message : 'failed'}`,
      );
      return { symbol, points: null, missing: 'unavailable' };
    }
  }

  private points(symbol: string, currency: string, range: PriceRange): Promise<PricePoint[] | null> {
    const key = `${symbol}:${currency}:${range}`;
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.fetchedAt < RANGE_TTL_MS[range] && hit.fetchedAt <= now) {
      // Re-inserted so the Map's order is least recently used first.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return Promise.resolve(hit.points);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const request = this.d.source
      .history({ symbol, currency, range })
      .then((points) => {
        this.remember(key, { points, fetchedAt: this.now() });
        return points;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  private remember(key: string, entry: Entry): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    while (this.cache.size > this.max) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Entries held now (tests check the bound). */
  get size(): number {
    return this.cache.size;
  }
}
