import { describe, expect, it } from 'vitest';
import { AmountError } from './amount';
import { amountFromFiat, fiatDecimalsOf, fiatValue, formatFiat, sumFiat } from './fiat';

describe('fiatValue', () => {
  it.each([
    // amount, price, places, expected
    ['1', '1', 2, '1.00'],
    ['0', '64123.45', 2, '0.00'],
    ['0.5', '3000.015', 2, '1500.01'], // 1500.0075 → half-up at the third place is below half
    ['0.5', '3000.01', 2, '1500.01'], // 1500.005 → exactly half rounds up
    ['0.5', '3000.03', 2, '1500.02'], // 1500.015 → up
    ['0.00000001', '64123.45', 2, '0.00'], // one satoshi is under a cent
    ['0.0001', '64123.45', 2, '6.41'], // 6.412345
    ['0.0001', '64125', 2, '6.41'], // 6.4125 → 6.41 (third digit 2)
    ['0.001', '5', 2, '0.01'], // 0.005 → half-up
    ['0.001', '4.99', 2, '0.00'], // 0.00499
    ['123456789.123456789012345678', '0.000012345', 2, '1524.07'], // 1524.0740...
    ['2', '1834.12', 2, '3668.24'],
    ['1.5', '150.5', 0, '226'], // 225.75 → 226 (yen)
    ['1.5', '150.3', 0, '225'], // 225.45 → 225
    ['10', '0.1', 4, '1.0000'], // fewer source places than asked: padded, not rounded
    ['99999999999999999999', '99999.99', 2, '9999998999999999999900000.01'], // past any float's precision
  ] as const)('%s × %s (%i places) = %s', (amount, price, places, expected) => {
    expect(fiatValue(amount, price, places)).toBe(expected);
  });

  it('defaults to two places', () => {
    expect(fiatValue('0.123', '1')).toBe('0.12');
  });

  it.each([
    ['-1', '1'],
    ['1e3', '1'],
    ['1', 'NaN'],
    ['1', ''],
  ])('refuses %j × %j', (amount, price) => {
    expect(() => fiatValue(amount, price)).toThrow(AmountError);
  });
});

describe('sumFiat', () => {
  it('adds fixed-point strings exactly (0.1 + 0.2 is 0.30)', () => {
    expect(sumFiat(['0.10', '0.20'])).toBe('0.30');
    expect(sumFiat([])).toBe('0.00');
    expect(sumFiat(['1500', '0.05', '3668.24'])).toBe('5168.29');
  });
});

describe('formatFiat', () => {
  it.each([
    ['0.42', 'USD', '$0.42'],
    ['1234567.5', 'USD', '$1,234,567.50'],
    ['0.42', 'CHF', '0.42 CHF'],
    ['1234.5', 'EUR', '€1,234.50'],
    ['1234.5', 'JPY', '¥1,235'],
    ['0.005', 'USD', '$0.01'],
  ])('%s %s → %s', (value, currency, expected) => {
    expect(formatFiat(value, currency)).toBe(expected);
  });

  it('knows the yen has no minor unit', () => {
    expect(fiatDecimalsOf('JPY')).toBe(0);
    expect(fiatDecimalsOf('EUR')).toBe(2);
  });
});

describe('amountFromFiat', () => {
  it('divides exactly and rounds down to the coin decimals', () => {
    expect(amountFromFiat('100', '3000', 18)).toBe('0.033333333333333333');
    expect(amountFromFiat('1500', '3000.02', 8)).toBe('0.49999666');
    expect(amountFromFiat('1500.01', '3000.02', 8)).toBe('0.5');
    expect(amountFromFiat('10', '0.5', 6)).toBe('20');
    expect(amountFromFiat('0.01', '60000', 8)).toBe('0.00000016');
  });
  it('buying back with fiatValue never exceeds the sum typed', () => {
    const amount = amountFromFiat('99.99', '2718.2818', 18);
    expect(Number(fiatValue(amount, '2718.2818', 2))).toBeLessThanOrEqual(99.99);
  });
  it('refuses a zero price and malformed input', () => {
    expect(() => amountFromFiat('1', '0', 8)).toThrow(AmountError);
    expect(() => amountFromFiat('1e3', '2', 8)).toThrow(AmountError);
  });
});
