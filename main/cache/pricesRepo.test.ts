import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
});
afterEach(() => t.cleanup());

describe('pricesRepo', () => {
  it('stores decimal strings exactly and replaces older prices', () => {
    const r = t.cache.prices;
    r.upsertMany([
      { symbol: 'ETH', currency: 'USD', price: '3000.123456789012345678', fetchedAt: 1 },
      { symbol: 'BTC', currency: 'USD', price: '65000', fetchedAt: 1 },
      { symbol: 'ETH', currency: 'EUR', price: '2800.5', fetchedAt: 1 },
    ]);
    r.upsertMany([{ symbol: 'ETH', currency: 'USD', price: '3100.1', fetchedAt: 2 }]);
    expect(r.get('ETH', 'USD')).toEqual({ symbol: 'ETH', currency: 'USD', price: '3100.1', fetchedAt: 2 });
    expect(r.list('USD').map((x) => [x.symbol, x.price])).toEqual([
      ['BTC', '65000'],
      ['ETH', '3100.1'],
    ]);
    expect(r.get('ETH', 'GBP')).toBeUndefined();
    expect(t.cache.prices.get('ETH', 'EUR')?.price).toBe('2800.5');
  });

  it('refuses a price that is not a decimal string', () => {
    for (const price of ['1e3', '-1', 'NaN', '', '1.']) {
      expect(() =>
        t.cache.prices.upsertMany([{ symbol: 'X', currency: 'USD', price, fetchedAt: 1 }]),
      ).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
    }
  });
});
