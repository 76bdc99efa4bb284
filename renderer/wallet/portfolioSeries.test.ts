import { describe, expect, it } from 'vitest';
import { holdingsBySymbol, portfolioSeries, priceLine } from './portfolioSeries';

describe('holdingsBySymbol', () => {
  it('sums one market symbol across chains and drops zero, unknown and unpriceable holdings', () => {
    const h = holdingsBySymbol([
      { symbol: 'ETH', balance: '1.5' },
      { symbol: 'eth', balance: '0.25' },
      { symbol: 'BTC', balance: '0' },
      { symbol: 'SOL', balance: null },
      { symbol: 'USDC.e', balance: '10' },
      { symbol: 'DOGE', balance: '100' },
    ]);
    expect([...h]).toEqual([
      ['ETH', '1.75'],
      ['DOGE', '100'],
    ]);
  });
});

describe('portfolioSeries', () => {
  const holdings = new Map([
    ['BTC', '0.5'],
    ['ETH', '2'],
    ['NOPE', '1'],
  ]);
  it('values today’s holdings at each moment, aligned on the densest series', () => {
    const s = portfolioSeries(
      holdings,
      [
        {
          symbol: 'BTC',
          points: [
            { t: 100, price: '60000' },
            { t: 200, price: '62000' },
            { t: 300, price: '61000.01' },
          ],
        },
        // sampled a little later than BTC: its earlier point holds until the next arrives
        {
          symbol: 'ETH',
          points: [
            { t: 110, price: '3000' },
            { t: 290, price: '3100.5' },
          ],
        },
        { symbol: 'NOPE', points: null, missing: 'unlisted' },
      ],
      'USD',
    );
    expect(s.points).toEqual([
      { t: 100, value: '36000.00' }, // 30000 + ETH's first point, before it starts
      { t: 200, value: '37000.00' }, // 31000 + 6000
      { t: 300, value: '36701.01' }, // 30500.005 → 30500.01 + 6201.00
    ]);
    expect(s.missing).toEqual(['NOPE']);
  });
  it('no priced holding: no points, every symbol missing', () => {
    expect(
      portfolioSeries(
        new Map([['BTC', '1']]),
        [{ symbol: 'BTC', points: null, missing: 'unavailable' }],
        'JPY',
      ),
    ).toEqual({
      points: [],
      missing: ['BTC'],
    });
  });
  it('uses the currency’s places (JPY has none)', () => {
    const s = portfolioSeries(
      new Map([['BTC', '0.001']]),
      [{ symbol: 'BTC', points: [{ t: 1, price: '9500600' }] }],
      'JPY',
    );
    expect(s.points).toEqual([{ t: 1, value: '9501' }]);
  });
  it('priceLine is the series as value points', () => {
    expect(priceLine({ symbol: 'BTC', points: [{ t: 1, price: '2' }] })).toEqual([{ t: 1, value: '2' }]);
    expect(priceLine(undefined)).toEqual([]);
  });
});
