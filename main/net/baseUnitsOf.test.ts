import { describe, expect, it } from 'vitest';
import { baseUnitsOf } from './baseUnitsOf';

describe('baseUnitsOf', () => {
  it('accepts a bigint, a safe integer and a decimal integer string, exactly', () => {
    expect(baseUnitsOf(18446744073709551615n, 'f')).toBe(18446744073709551615n);
    expect(baseUnitsOf(9007199254740991, 'f')).toBe(9007199254740991n);
    expect(baseUnitsOf(0, 'f')).toBe(0n);
    expect(baseUnitsOf('18446744073709551615', 'f')).toBe(18446744073709551615n);
  });

  it.each([
    [0.5, '0.5'],
    [1500.5, '1500.5'],
    [2 ** 53, '9007199254740992'],
    [1e21, '1e+21'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    ['1.5', '"1.5"'],
    ['0x10', '"0x10"'],
    [' 12', '" 12"'],
    ['', '""'],
    [null, 'object'],
    [undefined, 'undefined'],
    [true, 'boolean'],
  ])('refuses %j, naming the field', (value, shown) => {
    expect(() => baseUnitsOf(value, 'esplora value')).toThrow(
      expect.objectContaining({
        code: 'NETWORK',
        message: `esplora value: expected a whole amount in base units, got ${shown} (cannot be read exactly)`,
      }),
    );
  });

  it('refuses negatives unless the field is a signed delta', () => {
    expect(() => baseUnitsOf(-1, 'balance')).toThrow('balance: negative amount -1');
    expect(() => baseUnitsOf('-18446744073709551615', 'balance')).toThrow('negative amount');
    expect(baseUnitsOf(-18446744073709551615n, 'delta', { signed: true })).toBe(-18446744073709551615n);
  });
});
