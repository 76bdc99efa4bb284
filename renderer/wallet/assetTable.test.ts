import { describe, expect, it } from 'vitest';
import { isSmall, shareText, sharesOf, sortByValue, SHARE_UNITS } from './assetTable';

const c = (id: string) => ({ id });

describe('sortByValue', () => {
  it('puts the largest value first, unknown values last, ties in wallet order', () => {
    const coins = ['a', 'b', 'c', 'd', 'e'].map(c);
    const values = new Map<string, string | null>([
      ['a', '10.00'],
      ['b', null],
      ['c', '20000000.00'],
      ['d', '10.00'],
      ['e', '999.99'],
    ]);
    expect(sortByValue(coins, values, 2).map((x) => x.id)).toEqual(['c', 'e', 'a', 'd', 'b']);
  });

  it('keeps the wallet order while values are unknown', () => {
    expect(sortByValue(['x', 'y'].map(c), undefined, 2).map((x) => x.id)).toEqual(['x', 'y']);
  });

  it('compares values past what a float holds', () => {
    const values = new Map([
      ['a', '90071992547409930.01'],
      ['b', '90071992547409930.02'],
    ]);
    expect(sortByValue(['a', 'b'].map(c), values, 2).map((x) => x.id)).toEqual(['b', 'a']);
  });
});

describe('sharesOf', () => {
  it('adds up to exactly 100.0 % by largest remainder', () => {
    const thirds = new Map([
      ['a', '1.00'],
      ['b', '1.00'],
      ['c', '1.00'],
    ]);
    const s = sharesOf(thirds, 2);
    expect([...s.values()].reduce((x, y) => x + y, 0)).toBe(SHARE_UNITS);
    expect([...s.values()].sort()).toEqual([333, 333, 334]);
  });

  it('gives a zero share to a worthless coin and none to an unknown one', () => {
    const s = sharesOf(
      new Map<string, string | null>([
        ['a', '20000000.00'],
        ['b', '0.00'],
        ['c', null],
        ['d', '0.01'],
      ]),
      2,
    );
    expect(s.get('a')).toBe(1000);
    expect(s.get('b')).toBe(0);
    expect(s.get('d')).toBe(0);
    expect(s.has('c')).toBe(false);
  });

  it('has no shares when nothing is worth anything', () => {
    expect(sharesOf(new Map([['a', '0.00']]), 2).size).toBe(0);
  });
});

describe('shareText', () => {
  it('writes tenths of a percent', () => {
    expect(shareText(1000)).toBe('100.0 %');
    expect(shareText(333)).toBe('33.3 %');
    expect(shareText(0)).toBe('0.0 %');
  });
});

describe('isSmall', () => {
  it('is below one unit of the currency, or nothing held without a price', () => {
    expect(isSmall('0.1', '0.99', 2)).toBe(true);
    expect(isSmall('1', '1.00', 2)).toBe(false);
    expect(isSmall('0', null, 2)).toBe(true);
    expect(isSmall('5', null, 2)).toBe(false);
    expect(isSmall(null, null, 2)).toBe(false);
    expect(isSmall(undefined, undefined, 2)).toBe(false);
    expect(isSmall('3', '5', 0)).toBe(false);
  });
});
