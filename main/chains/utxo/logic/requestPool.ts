/**
 * The requests of one discovery, at most `limit` in flight. A 429 is the explorer asking us to
 * slow down: the pool halves its limit, waits what Retry-After says (or a doubling backoff when
 * it says nothing), and asks again; each success after that lets one more request back in, up to
 * the starting limit. Only a 429 is retried here: every other failure is the caller's.
 */
import { HttpError } from '../../../net/http';

export interface RequestPool {
  run<T>(call: () => Promise<T>): Promise<T>;
  /** the limit now (it shrinks on 429s and grows back) */
  readonly limit: number;
}

export interface PoolOptions {
  limit: number;
  /** tries of one request while the explorer answers 429 */
  tries?: number;
  /** the first wait when a 429 names none; doubled per try, capped by maxWaitMs */
  backoffMs?: number;
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry-After in seconds or as an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(e: HttpError, now = Date.now()): number | undefined {
  const v = e.headers?.['retry-after'];
  if (v === undefined) return undefined;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function createRequestPool(o: PoolOptions): RequestPool {
  const start = Math.max(1, o.limit);
  const tries = o.tries ?? 6;
  const backoff = o.backoffMs ?? 500;
  const maxWait = o.maxWaitMs ?? 30_000;
  const sleep = o.sleep ?? realSleep;
  let limit = start;
  let active = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<void> => {
    while (active >= limit) await new Promise<void>((r) => waiting.push(r));
    active++;
  };
  const release = (): void => {
    active--;
    // wake as many as the (possibly grown) limit now lets in
    while (waiting.length > 0 && active < limit) waiting.shift()?.();
  };

  return {
    get limit() {
      return limit;
    },
    async run<T>(call: () => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        await acquire();
        let out: T;
        try {
          out = await call();
        } catch (e) {
          release();
          if (!(e instanceof HttpError && e.status === 429) || attempt >= tries) throw e;
          limit = Math.max(1, Math.floor(limit / 2));
          await sleep(Math.min(maxWait, retryAfterMs(e) ?? backoff * 2 ** (attempt - 1)));
          continue;
        }
        release();
        if (limit < start) limit++;
        return out;
      }
    },
  };
}
