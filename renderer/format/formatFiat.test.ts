import { describe, expect, it } from 'vitest';
import { formatFiat, formatPrice } from './formatFiat';

describe('formatFiat', () => {
  it.each([
    ['20000000', 'USD', 'en-US', '$20,000,000.00'],
    ['1234.5', 'USD', 'en-US', '$1,234.50'],
    ['0.005', 'USD', 'en-US', '$0.01'],
    ['0.004', 'USD', 'en-US', '$0.00'],
    ['301.4', 'JPY', 'en-US', '¥301'],
    ['1234.5', 'EUR', 'en-US', '€1,234.50'],
    ['-12.5', 'USD', 'en-US', '-$12.50'],
    ['-0.001', 'USD', 'en-US', '$0.00'],
    ['1234.5', 'GBP', 'en-GB', '£1,234.50'],
    ['1234567.5', 'INR', 'en-IN', '₹12,34,567.50'],
  ])('%s %s in %s → %s', (value, currency, locale, text) => {
    expect(formatFiat(value, currency, locale)).toBe(text);
  });

  it('puts the sign where the locale does', () => {
    expect(formatFiat('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatFiat('1234.5', 'CHF', 'de-CH')).toMatch(/^CHF\s1['’]234\.50$/u);
  });

  it('rounds exactly, past what a float holds', () => {
    expect(formatFiat('12345678901234567.125', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.13');
  });

  it('returns a value that is not a decimal as it came', () => {
    expect(formatFiat('n/a', 'USD', 'en-US')).toBe('n/a');
  });
});

describe('formatPrice', () => {
  it('keeps four significant digits below one unit, and cents above', () => {
    expect(formatPrice('2000', 'USD', 'en-US')).toBe('$2,000.00');
    expect(formatPrice('0.00001234567', 'USD', 'en-US')).toBe('$0.00001234');
    expect(formatPrice('0.5', 'USD', 'en-US')).toBe('$0.50');
    expect(formatPrice('0.123456', 'EUR', 'de-DE')).toBe('0,1234\u00a0€');
    expect(formatPrice('0', 'USD', 'en-US')).toBe('$0.00');
  });
});
