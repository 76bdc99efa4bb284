import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

describe('shuffle', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    const input = Array.from({ length: 24 }, (_, i) => i);
    const out = shuffle(input);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('draws from the given source (a source of zeros reverses nothing into place)', () => {
    const zeros = (b: Uint32Array) => b.fill(0);
    // j is always 0: each step swaps position i with the first item
    expect(shuffle(['a', 'b', 'c'], zeros)).toEqual(['b', 'c', 'a']);
  });

  it('rejects draws above the unbiased limit instead of folding them', () => {
    const draws = [0xffff_ffff, 1];
    const source = (b: Uint32Array) => {
      b[0] = draws.shift() ?? 0;
      return b;
    };
    // n = 2 at the only step: 0xffffffff is exactly at the limit and is retried; 1 swaps
    expect(shuffle(['a', 'b'], source)).toEqual(['a', 'b']);
  });

  it('moves items around with the real CSPRNG', () => {
    const input = Array.from({ length: 24 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 5 }, () => shuffle(input).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});
