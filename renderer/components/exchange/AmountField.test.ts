import { describe, expect, it } from 'vitest';
import { percentOf, share } from './AmountField';

describe('the exchange amount and its slider', () => {
  it('puts the slider where a typed amount is, in whole % rounded down', () => {
    expect(percentOf('25', '100', 6)).toBe(25);
    expect(percentOf('33.339', '100', 6)).toBe(33);
    expect(percentOf('0.000001', '100', 6)).toBe(0);
    expect(percentOf('100', '100', 6)).toBe(100);
  });
  it('holds it at 100 over the balance and at 0 for what is not an amount', () => {
    expect(percentOf('250', '100', 6)).toBe(100);
    expect(percentOf('', '100', 6)).toBe(0);
    expect(percentOf('abc', '100', 6)).toBe(0);
    expect(percentOf('1', '0', 6)).toBe(0);
  });
  it('gives the slider’s share of the balance, rounded down to the coin’s decimals', () => {
    expect(share('100', 25, 6)).toBe('25');
    expect(share('0.000003', 50, 6)).toBe('0.000001');
    expect(share('not a number', 50, 6)).toBe('0');
  });
});
