import { describe, expect, it } from 'vitest';
import { marketSymbol, portfolio } from './portfolio';

const coins = [
  { id: 'bitcoin:native', symbol: 'BTC' },
  { id: 'ethereum:native', symbol: 'ETH' },
  { id: 'ethereum:usdt', symbol: 'USDT' },
  { id: 'tron:usdt', symbol: 'USDT' },
  { id: 'dogecoin:native', symbol: 'DOGE' },
];

describe('portfolio', () => {
  it('values each coin exactly, totals the known ones and leaves unknown ones null', () => {
    const p = portfolio(
      coins,
      new Map([
        ['bitcoin:native', '0.5'],
        ['ethereum:native', '2'],
        ['ethereum:usdt', '100.1'],
        ['tron:usdt', null],
        ['dogecoin:native', '10'],
      ]),
      new Map([
        ['BTC', '64123.45'],
        ['ETH', '3012.5'],
        ['USDT', '1.0001'],
        ['DOGE', null],
      ]),
      'USD',
    );
    expect(Object.fromEntries(p.values)).toEqual({
      'bitcoin:native': '32061.73', // 32061.725 rounds half-up
      'ethereum:native': '6025.00',
      'ethereum:usdt': '100.11', // 100.11001
      'tron:usdt': null,
      'dogecoin:native': null,
    });
    expect(p.total).toBe('38186.84');
    expect(p.slices.map((s) => [s.label, s.value, s.bps])).toEqual([
      ['BTC', '32061.73', 8396],
      ['ETH', '6025.00', 1577],
      ['USDT', '100.11', 26],
    ]);
  });

  it('has no total while prices are unknown', () => {
    const p = portfolio(coins, new Map([['bitcoin:native', '1']]), undefined, 'USD');
    expect(p.total).toBeNull();
    expect(p.slices).toEqual([]);
  });

  it('folds holdings past the fifth into Other and skips zero balances', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, symbol: `C${i}` }));
    const p = portfolio(
      many,
      new Map(many.map((c, i) => [c.id, i === 6 ? '0' : String(i + 1)])),
      new Map(many.map((c) => [c.symbol, '1'])),
      'JPY',
    );
    expect(p.total).toBe('21');
    expect(p.slices.map((s) => `${s.label}:${s.value}`)).toEqual([
      'C5:6',
      'C4:5',
      'C3:4',
      'C2:3',
      'C1:2',
      'Other:1',
    ]);
  });

  it('asks the feed in upper case and only for symbols it could know', () => {
    expect(marketSymbol('stETH')).toBe('STETH');
    expect(marketSymbol('USDC.e')).toBeNull();
  });
});
