import { describe, expect, it } from 'vitest';
import { customFeeRate } from './customFeeRate';

describe('customFeeRate', () => {
  it('takes whole sat/vB', () => {
    expect(customFeeRate('1')).toBe(1n);
    expect(customFeeRate('250')).toBe(250n);
  });
  it('refuses fractions, zero and absurd lengths', () => {
    expect(() => customFeeRate('1.5')).toThrow('Enter a whole number of sat/vB');
    expect(() => customFeeRate('0')).toThrow('at least 1 sat/vB');
    expect(() => customFeeRate('12345678')).toThrow('whole number');
  });
});
