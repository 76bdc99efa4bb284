import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../net/http';
import { createRequestPool, retryAfterMs } from './requestPool';

const tooMany = (retryAfter?: string) =>
  new HttpError(429, 'https://explorer.test/a', '', retryAfter ? { 'retry-after': retryAfter } : undefined);

describe('requestPool', () => {
  it('never has more than its limit in flight', async () => {
    const pool = createRequestPool({ limit: 3 });
    let now = 0;
    let peak = 0;
    const task = () =>
      pool.run(async () => {
        now++;
        peak = Math.max(peak, now);
        await new Promise((r) => setTimeout(r, 5));
        now--;
        return 1;
      });
    const out = await Promise.all(Array.from({ length: 20 }, task));
    expect(out).toHaveLength(20);
    expect(peak).toBe(3);
  });

  it('on 429 waits what Retry-After says, halves its limit, then grows back', async () => {
    const waits: number[] = [];
    const pool = createRequestPool({ limit: 8, sleep: async (ms) => void waits.push(ms) });
    let calls = 0;
    const out = await pool.run(async () => {
      calls++;
      if (calls === 1) throw tooMany('2');
      return 'ok';
    });
    expect(out).toBe('ok');
    expect(waits).toEqual([2000]);
    // halved to 4 by the 429, one back by the success
    expect(pool.limit).toBe(5);
  });

  it('backs off doubling when a 429 names no wait, and gives up after its tries', async () => {
    const waits: number[] = [];
    const pool = createRequestPool({
      limit: 2,
      tries: 3,
      backoffMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(pool.run(() => Promise.reject(tooMany()))).rejects.toMatchObject({ status: 429 });
    expect(waits).toEqual([100, 200]);
  });

  it('does not retry other failures', async () => {
    const pool = createRequestPool({ limit: 2, sleep: async () => undefined });
    let calls = 0;
    await expect(
      pool.run(() => {
        calls++;
        return Promise.reject(new HttpError(500, 'https://explorer.test/a', ''));
      }),
    ).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs(tooMany('3'))).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(tooMany('Thu, 01 Jan 2026 00:00:05 GMT'), now)).toBe(5000);
    expect(retryAfterMs(tooMany('soon'))).toBeUndefined();
    expect(retryAfterMs(tooMany())).toBeUndefined();
  });
});
