import { describe, expect, it } from 'vitest';
import { ESTIMATE_DEDUCTION, MUTEZ_PER_XTZ } from '../constants';
import { contentFee, estimationAmount, gasLimitOf, storageLimitOf } from './fees';
import { stateOf } from './listHistory';

describe('tezos fee rules', () => {
  it('spec §5/§9: estimation subtracts 1 XTZ when the amount is above 1 XTZ, and only then', () => {
    expect(ESTIMATE_DEDUCTION).toBe(MUTEZ_PER_XTZ);
    expect(MUTEZ_PER_XTZ).toBe(1_000_000n);
    expect(estimationAmount(2_500_000n)).toBe(1_500_000n);
    expect(estimationAmount(1_000_001n)).toBe(1n);
    // 1 XTZ is not above 1: simulated as is, as is anything smaller
    expect(estimationAmount(1_000_000n)).toBe(1_000_000n);
    expect(estimationAmount(999_999n)).toBe(999_999n);
    expect(estimationAmount(0n)).toBe(0n);
  });

  it('gas: whole gas of the consumed milligas plus the 100 gas buffer', () => {
    expect(gasLimitOf(168_972n)).toBe(169n + 100n);
    expect(gasLimitOf(169_000n)).toBe(169n + 100n);
    expect(gasLimitOf(0n)).toBe(100n);
  });

  it('storage: new storage plus the origination size when the recipient is created', () => {
    expect(storageLimitOf(0n, true, 257n)).toBe(257n);
    expect(storageLimitOf(0n, false, 257n)).toBe(0n);
    expect(storageLimitOf(12n, true, 257n)).toBe(269n);
  });

  it('fee: 100 mutez + 0.1 mutez per gas + 1 mutez per byte; the last content pays branch and signature', () => {
    expect(contentFee(269n, 60n, false)).toBe(100n + 27n + 60n);
    expect(contentFee(269n, 60n, true)).toBe(100n + 27n + 60n + 96n);
  });

  it('spec §4: SUCCESS when applied; failed, backtracked and skipped did not happen', () => {
    expect(stateOf('applied')).toBe('success');
    for (const s of ['failed', 'backtracked', 'skipped']) expect(stateOf(s)).toBe('failed');
    expect(stateOf('something new')).toBe('unknown');
  });
});
