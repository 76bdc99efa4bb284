import { describe, expect, it } from 'vitest';
import { decimalFromNumber } from './decimalFromNumber';

describe('decimalFromNumber', () => {
  it.each([
    [64123.45, '64123.45'],
    [0, '0'],
    [1, '1'],
    [0.1, '0.1'],
    [1834.12345678912, '1834.12345678912'], // 15 significant digits survive exactly
    [1.2e-7, '0.00000012'],
    [0.000001234, '0.000001234'],
    [2.5e21, '2500000000000000000000'],
    [1e21, '1000000000000000000000'],
    [JSON.parse('0.00000000123') as number, '0.00000000123'],
  ])('%s → %s', (n, expected) => {
    expect(decimalFromNumber(n)).toBe(expected);
  });

  it.each([-1, NaN, Infinity, 1e-40])('refuses %s', (n) => {
    expect(decimalFromNumber(n)).toBeNull();
  });
});
