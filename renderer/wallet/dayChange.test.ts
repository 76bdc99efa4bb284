import { describe, expect, it } from 'vitest';
import { formatChange, portfolioChange } from './dayChange';

describe('formatChange', () => {
  it('shows the sign in text, not only colour, with a true minus', () => {
    expect(formatChange('+1.23')).toEqual({ text: '+1.23 %', direction: 'up' });
    expect(formatChange('-0.50')).toEqual({ text: '−0.50 %', direction: 'down' });
    expect(formatChange('0.00')).toEqual({ text: '0.00 %', direction: 'flat' });
  });
});

describe('portfolioChange', () => {
  it('weights each coin by its value a day ago', () => {
    // BTC 110 now after +10 % (100 before), ETH 90 now after −10 % (100 before): 200 vs 200
    const values = new Map([
      ['btc', '110'],
      ['eth', '90'],
    ]);
    expect(
      portfolioChange(
        values,
        new Map([
          ['btc', '+10.00'],
          ['eth', '-10.00'],
        ]),
      ),
    ).toBe('0.00');
    // only BTC moved: 110+90 now vs 100+90 before = +5.26 %
    expect(
      portfolioChange(
        values,
        new Map([
          ['btc', '+10.00'],
          ['eth', '0.00'],
        ]),
      ),
    ).toBe('+5.26');
  });

  it('leaves out coins without a change or value; null when nothing is known', () => {
    const values = new Map<string, string | null>([
      ['btc', '100'],
      ['eth', null],
    ]);
    expect(
      portfolioChange(
        values,
        new Map([
          ['eth', '+50.00'],
          ['btc', '-20.00'],
        ]),
      ),
    ).toBe('-20.00');
    expect(portfolioChange(values, new Map([['btc', null]]))).toBeNull();
    expect(portfolioChange(new Map(), new Map())).toBeNull();
  });
});
