// Issued-currency ids and amounts as main and the signer read them: a token id's shape, a
// 40-hex code decoded the way explorers show it, and ledger values exact in base units or not.
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  issuedTokenId,
  issuedUnits,
  issuedUnitsFloor,
  issuedValue,
  parseIssuedToken,
} from './issued';

const ISSUER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

describe('issued currencies', () => {
  it('reads CURRENCY:ISSUER, a hex code upper-cased; refuses XRP and what is not a token id', () => {
    expect(parseIssuedToken(` USD:${ISSUER} `)).toEqual({ currency: 'USD', issuer: ISSUER });
    const hexCode = '534f4c4f00000000000000000000000000000000';
    expect(parseIssuedToken(`${hexCode}:${ISSUER}`)?.currency).toBe(hexCode.toUpperCase());
    for (const bad of [`XRP:${ISSUER}`, `${'0'.repeat(40)}:${ISSUER}`, `US:${ISSUER}`, 'USD:nobody', 'USD'])
      expect(parseIssuedToken(bad)).toBeNull();
    expect(issuedTokenId({ currency: 'USD', issuer: ISSUER })).toBe(`USD:${ISSUER}`);
  });

  it('names a 40-hex code by its ASCII when printable, else keeps the hex', () => {
    expect(currencySymbol('USD')).toBe('USD');
    expect(currencySymbol('534F4C4F00000000000000000000000000000000')).toBe('SOLO');
    const lp = `03${'A'.repeat(38)}`;
    expect(currencySymbol(lp)).toBe(lp);
    const zero = `00${'1'.repeat(38)}`;
    expect(currencySymbol(zero)).toBe(zero);
  });

  it('counts ledger values in 6-decimal base units, exactly or rounded down', () => {
    expect(issuedUnits('4.25')).toBe(4_250_000n);
    expect(issuedUnits('100')).toBe(100_000_000n);
    expect(issuedUnits('0.000001')).toBe(1n);
    expect(issuedUnits('1.5000000')).toBe(1_500_000n);
    for (const inexact of ['0.0000001', '-1', '1e-7', '', '.5']) expect(issuedUnits(inexact)).toBeNull();
    expect(issuedUnitsFloor('20.7415009')).toBe(20_741_500n);
    expect(issuedUnitsFloor('-3')).toBe(0n);
    expect(issuedValue(4_258_500n)).toBe('4.2585');
    expect(issuedValue(7_000_000n)).toBe('7');
    expect(issuedValue(1n)).toBe('0.000001');
  });
});
