import { describe, expect, it } from 'vitest';
import { formatAmount, groupDigits, isShortened } from './formatAmount';
import { EN_US, numberSymbols } from './numberSymbols';

const en = { locale: 'en-US' };

describe('formatAmount', () => {
  it.each([
    // [decimal, list form, full form]
    ['10000', '10,000', '10,000'],
    ['20000000.5', '20,000,000.5', '20,000,000.5'],
    ['0', '0', '0'],
    ['1.000', '1', '1'],
    ['007.50', '7.5', '7.5'],
    ['9998.499979000000000001', '9,998.4999', '9,998.499979000000000001'],
    ['1.99999', '1.9999', '1.99999'],
    ['0.000123456789', '0.0001234', '0.000123456789'],
    ['0.1234567', '0.1234', '0.1234567'],
    ['0.00000001', '0.00000001', '0.00000001'],
    ['0.000000019', '0.00000001', '0.000000019'],
    ['0.000000001', '< 0.00000001', '0.000000001'],
    ['-1.5', '-1.5', '-1.5'],
    ['-0.000000001', '> -0.00000001', '-0.000000001'],
    ['-0.00', '0', '0'],
    [
      '123456789012345678901234567890.123456789012345678',
      '123,456,789,012,345,678,901,234,567,890.1234',
      '123,456,789,012,345,678,901,234,567,890.123456789012345678',
    ],
  ])('%s → list %s, full %s', (decimal, list, full) => {
    expect(formatAmount(decimal, en)).toBe(list);
    expect(formatAmount(decimal, { ...en, full: true })).toBe(full);
  });

  it('keeps every digit of an 18-decimal amount no float could hold', () => {
    const wei = '1234567.890123456789012345';
    expect(formatAmount(wei, { ...en, full: true })).toBe('1,234,567.890123456789012345');
  });

  it('writes the separators and digits of the locale', () => {
    expect(formatAmount('1234567.891', { locale: 'de-DE', full: true })).toBe('1.234.567,891');
    expect(formatAmount('1234567.5', { locale: 'en-IN' })).toBe('12,34,567.5');
    expect(formatAmount('1234.5', { locale: 'fr-FR' })).toMatch(/^1\s234,5$/u);
    expect(formatAmount('12.5', { locale: 'ar-EG' })).toBe('١٢٫٥');
  });

  it('returns what is not a decimal as it came', () => {
    expect(formatAmount('1e18', en)).toBe('1e18');
    expect(formatAmount('', en)).toBe('');
    expect(formatAmount('1,000', en)).toBe('1,000');
  });

  it('says when the list form drops digits', () => {
    expect(isShortened('1.23456')).toBe(true);
    expect(isShortened('1.2345')).toBe(false);
    expect(isShortened('0.000000001')).toBe(true);
    expect(isShortened('10000')).toBe(false);
  });
});

describe('groupDigits', () => {
  it('groups by the primary then the secondary size', () => {
    expect(groupDigits('1', EN_US)).toBe('1');
    expect(groupDigits('123', EN_US)).toBe('123');
    expect(groupDigits('1234', EN_US)).toBe('1,234');
    expect(groupDigits('1234567', { ...EN_US, secondary: 2 })).toBe('12,34,567');
  });
});

describe('numberSymbols', () => {
  it('falls back to en-US for a locale Intl refuses', () => {
    expect(numberSymbols('not a locale!')).toEqual(EN_US);
  });
});
