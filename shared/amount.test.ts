import { describe, expect, it } from 'vitest';
import { formatUnits, mulDecimalCeil, parseUnits } from './amount';

describe('amounts', () => {
  it('parses and formats exactly, to the last base unit', () => {
    expect(parseUnits('1.5', 8)).toBe(150_000_000n);
    expect(parseUnits('0.00000001', 8)).toBe(1n);
    expect(parseUnits('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n);
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(150_000_000n, 8)).toBe('1.5');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
  });
  it('refuses what it cannot represent exactly', () => {
    expect(() => parseUnits('0.000000001', 8)).toThrow(/too many decimal places/);
    expect(() => parseUnits('1e5', 8)).toThrow(/not a decimal/);
    expect(() => parseUnits('-1', 8)).toThrow(/not a decimal/);
    expect(() => parseUnits('1,5', 8)).toThrow(/not a decimal/);
    expect(() => parseUnits('01', 8)).toThrow(/not a decimal/);
    expect(() => parseUnits('1', 37)).toThrow(/decimals/);
  });
  it('round-trips', () => {
    for (const s of ['0', '1', '0.1', '999999.999999', '1000000000000'])
      expect(formatUnits(parseUnits(s, 6), 6)).toBe(s);
  });
  it('multiplies by decimal factors rounding up', () => {
    expect(mulDecimalCeil(100n, '1.65')).toBe(165n);
    expect(mulDecimalCeil(3n, '1.4')).toBe(5n); // 4.2 → 5
    expect(mulDecimalCeil(10n, '2')).toBe(20n);
  });
});
