import { describe, expect, it } from 'vitest';
import { feeOf, priorityFeesOf, unitLimitOf } from './fees';

describe('solana fees', () => {
  it('prices from non-zero recent fees: median for Normal, 75th percentile for Recommended', () => {
    expect(priorityFeesOf([0n, 0n, 100n, 300n, 200n, 400n, 0n])).toEqual({ normal: 200n, recommended: 300n });
    expect(priorityFeesOf([7n])).toEqual({ normal: 7n, recommended: 7n });
  });

  it('falls back to the spec default of 5000 micro-lamports when nobody paid a priority fee', () => {
    expect(priorityFeesOf([])).toEqual({ normal: 5000n, recommended: 5000n });
    expect(priorityFeesOf([0n, 0n])).toEqual({ normal: 5000n, recommended: 5000n });
  });

  it('signs with the simulated units plus 15%, rounded up, within [1000, 1,400,000]', () => {
    expect(unitLimitOf(450)).toBe(1000);
    expect(unitLimitOf(10_000)).toBe(11_500);
    expect(unitLimitOf(10_001)).toBe(11_502);
    expect(unitLimitOf(1_300_000)).toBe(1_400_000);
  });

  it('fee = 5000 per signature + ceil(limit × price / 1e6)', () => {
    expect(feeOf(1, 11_500, 5_000n)).toBe(5_000n + 58n); // 57.5 rounds up
    expect(feeOf(1, 200_000, 0n)).toBe(5_000n);
    expect(feeOf(2, 1_000_000, 1_000_000n)).toBe(10_000n + 1_000_000n);
  });
});
