import { describe, expect, it } from 'vitest';
import { feeLimitRow } from './costRows';
import { maxFeeOf, type Quote } from './family';

const quote = (costs?: Quote['costs']): Quote => ({
  amount: 1n,
  fee: 10n,
  isMax: false,
  feeOptions: [],
  feeUnit: 'X',
  feeUnitDecimals: 0,
  ...(costs ? { costs } : {}),
});

describe('cost rows', () => {
  it('words a limit the family does not explain in neutral terms', () => {
    expect(feeLimitRow(5n)).toEqual({
      kind: 'maxFee',
      label: 'Fee limit',
      amount: 5n,
      note: 'the most it can cost; only what is used is charged',
    });
    expect(feeLimitRow(5n, 'burnt after the fact')).toMatchObject({ note: 'burnt after the fact' });
  });

  it('finds the most a quote can cost only in a fee limit row', () => {
    expect(maxFeeOf(quote())).toBeUndefined();
    expect(maxFeeOf(quote([{ kind: 'rent', label: 'Account rent', amount: 99n }]))).toBeUndefined();
    expect(
      maxFeeOf(quote([{ kind: 'usage', label: 'Resources', text: 'Bandwidth 1 of 1 bytes covered' }])),
    ).toBe(undefined);
    expect(maxFeeOf(quote([feeLimitRow(30n), feeLimitRow(40n)]))).toBe(40n);
  });
});
