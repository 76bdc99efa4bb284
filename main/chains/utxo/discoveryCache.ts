/**
 * The last discovery per account, for a few seconds: quotes while the user types reuse the
 * scan the coin page just made instead of walking both address chains again, and callers
 * at the same moment share the scan in flight. Reads of the coin page and callers that sign
 * (prepare, replace) pass maxAgeMs 0: they get a scan that started no earlier than now.
 */
import type { DiscoverResult } from './logic/discover';

export interface DiscoveryCache {
  get(key: string, maxAgeMs: number, load: () => Promise<DiscoverResult>): Promise<DiscoverResult>;
  drop(key: string): void;
}

interface Entry {
  at: number;
  settled: boolean;
  result: Promise<DiscoverResult>;
}

export function createDiscoveryCache(now: () => number, ttlMs: number): DiscoveryCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, maxAgeMs, load) {
      const t = now();
      for (const [k, e] of entries) if (e.settled && t - e.at > ttlMs) entries.delete(k);
      const hit = entries.get(key);
      if (hit && (!hit.settled || t - hit.at < Math.min(maxAgeMs, ttlMs))) return hit.result;
      const entry: Entry = { at: t, settled: false, result: load() };
      entries.set(key, entry);
      entry.result.then(
        () => (entry.settled = true),
        // a failed scan is not remembered: the next call tries again
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.result;
    },
    drop(key) {
      entries.delete(key);
    },
  };
}
