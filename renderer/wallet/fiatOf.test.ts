import { describe, expect, it } from 'vitest';
import { fiatOf } from './fiatOf';

describe('fiatOf', () => {
  it('formats balance × price in the currency, exactly', () => {
    expect(fiatOf('1.5', { price: '2000.333', currency: 'USD' })).toBe('$3,000.50');
    expect(fiatOf('2', { price: '150.5', currency: 'JPY' })).toBe('¥301');
  });
  it('tells loading (undefined) from unknown (null)', () => {
    expect(fiatOf('1', { price: undefined, currency: 'USD' })).toBeUndefined();
    expect(fiatOf('1', { price: null, currency: 'USD' })).toBeNull();
    expect(fiatOf(null, { price: '3', currency: 'USD' })).toBeNull();
  });
});
