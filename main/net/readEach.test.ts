import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { joinLists, readEach, readEachAsync, readEachOf } from './readEach';

const Entry = z.object({ hash: z.string(), amount: z.string().regex(/^\d+$/) });

describe('readEach', () => {
  it('skips and counts an entry that does not parse, keeping the rest in order', () => {
    const raw: unknown[] = [
      { hash: 'a', amount: '1' },
      { hash: 'b', amount: 'not a number' },
      { hash: 'c', amount: '3' },
      null,
    ];
    const read = readEach(raw, (e) => Entry.parse(e).hash);
    expect(read).toEqual({ items: ['a', 'c'], skipped: 2 });
  });

  it('does not count entries left out on purpose (null or an empty list), spreads lists', () => {
    const read = readEach([1, 2, 3, 4], (n) => (n === 1 ? null : n === 2 ? [] : n === 3 ? [30, 31] : n));
    expect(read).toEqual({ items: [30, 31, 4], skipped: 0 });
  });

  it('keeps counting across a second read and across joined lists', () => {
    const first = readEach(['1', 'x', '2'], (s) => {
      if (!/^\d$/.test(s)) throw new Error('bad');
      return Number(s);
    });
    const second = readEachOf(first, (n) => {
      if (n === 2) throw new Error('cannot show');
      return n * 10;
    });
    expect(second).toEqual({ items: [10], skipped: 2 });
    expect(joinLists([second, { items: [7], skipped: 1 }])).toEqual({ items: [10, 7], skipped: 3 });
  });

  it('reads entries that need a request each, counting the rejected ones, in order', async () => {
    const read = await readEachAsync([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('node error');
      return n * 10;
    });
    expect(read).toEqual({ items: [10, 30], skipped: 1 });
  });
});
