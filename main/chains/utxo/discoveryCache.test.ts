import { describe, expect, it } from 'vitest';
import { createDiscoveryCache } from './discoveryCache';
import type { DiscoverResult } from './logic/discover';

const result = (balance: bigint) => ({ balance }) as DiscoverResult;

describe('createDiscoveryCache', () => {
  it('reuses a settled scan within maxAge, and scans again for maxAge 0 or after the TTL', async () => {
    let t = 1_000;
    let scans = 0;
    const cache = createDiscoveryCache(() => t, 10_000);
    const load = async () => result(BigInt(++scans));
    expect((await cache.get('a', 10_000, load)).balance).toBe(1n);
    t += 5_000;
    expect((await cache.get('a', 10_000, load)).balance).toBe(1n);
    expect((await cache.get('a', 0, load)).balance).toBe(2n);
    t += 10_001;
    expect((await cache.get('a', 10_000, load)).balance).toBe(3n);
    cache.drop('a');
    expect((await cache.get('a', 10_000, load)).balance).toBe(4n);
    expect((await cache.get('b', 10_000, load)).balance).toBe(5n);
  });

  it('shares a scan in flight even with maxAge 0, and forgets a failed one', async () => {
    const cache = createDiscoveryCache(() => 0, 10_000);
    let release: (r: DiscoverResult) => void = () => {};
    let scans = 0;
    const slow = () => {
      scans++;
      return new Promise<DiscoverResult>((r) => (release = r));
    };
    const first = cache.get('a', 0, slow);
    const second = cache.get('a', 0, slow);
    release(result(7n));
    expect(await Promise.all([first, second])).toEqual([result(7n), result(7n)]);
    expect(scans).toBe(1);
    const failing = () => Promise.reject(new Error('down'));
    await expect(cache.get('x', 10_000, failing)).rejects.toThrow('down');
    expect((await cache.get('x', 10_000, async () => result(1n))).balance).toBe(1n);
  });
});
