import { describe, expect, it } from 'vitest';
import { byReceived } from './byReceived';
import type { ProviderQuote } from './types';

const offer = (provider: string, expectedOut: bigint, minOut: bigint) => ({
  quote: { provider, expectedOut, minOut } as ProviderQuote,
});

describe('byReceived', () => {
  it('puts the most received after fees first, whatever order the providers answered in', () => {
    const offers = [
      offer('fixedfloat', 9_800n, 9_800n),
      offer('thorchain', 9_900n, 9_603n),
      offer('swapzone', 10_040n, 10_040n),
    ];
    expect(offers.sort(byReceived).map((o) => o.quote.provider)).toEqual([
      'swapzone',
      'thorchain',
      'fixedfloat',
    ]);
  });

  it('between equal amounts, the higher guaranteed minimum first; equal offers keep their order', () => {
    expect(byReceived(offer('a', 100n, 90n), offer('b', 100n, 95n))).toBe(1);
    expect(byReceived(offer('a', 100n, 95n), offer('b', 100n, 90n))).toBe(-1);
    expect(byReceived(offer('a', 100n, 95n), offer('b', 100n, 95n))).toBe(0);
    expect(byReceived(offer('a', 101n, 0n), offer('b', 100n, 95n))).toBe(-1);
  });
});
