import type { Http } from '../../net/http';
import type { TronConfig } from './config';

/** A value read at most once per `ttl`: concurrent readers share the one request in flight. */
export interface TtlCache {
  get<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T>;
  /** forgets `key` (an account after its own broadcast) */
  drop(key: string): void;
}

/**
 * What every Tron logic function receives first. Tests build one pointed at the fixture node
 * instead of mocking modules; `now` makes time injectable.
 */
export interface TronCtx {
  http: Http;
  config: TronConfig;
  now: () => number;
  cache: TtlCache;
}

export function ttlCache(now: () => number): TtlCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      const value = read();
      entries.set(key, { at: now(), value });
      // a failed read is not kept: the next caller asks again
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    drop: (key) => void entries.delete(key),
  };
}
