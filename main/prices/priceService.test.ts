import { afterEach, describe, expect, it } from 'vitest';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';
import { PRICE_TTL_MS, PriceService } from './priceService';
import { tableSource } from './fixtures/tableSource';

let t: TempCache | undefined;
afterEach(() => t?.cleanup());

describe('PriceService with the encrypted cache', () => {
  it('writes fetched prices into the cache as decimal strings', async () => {
    t = openTempCache();
    const cache = t.cache;
    const { source } = tableSource({ BTC: '64123.45' });
    const prices = new PriceService({ source, now: () => 10_000, repo: () => cache.prices });
    await prices.get(['BTC', 'ETH'], 'USD');
    expect(cache.prices.list('USD')).toEqual([
      { symbol: 'BTC', currency: 'USD', price: '64123.45', fetchedAt: 10_000 },
    ]);
  });

  it('a new service (a restart) reuses a fresh stored price and refetches a stale one', async () => {
    t = openTempCache();
    const cache = t.cache;
    cache.prices.upsertMany([
      { symbol: 'BTC', currency: 'USD', price: '60000', fetchedAt: 10_000 },
      { symbol: 'ETH', currency: 'USD', price: '2000', fetchedAt: 10_000 - PRICE_TTL_MS },
    ]);
    const { asked, source } = tableSource({ BTC: '1', ETH: '3000' });
    const prices = new PriceService({ source, now: () => 10_000, repo: () => cache.prices });
    expect(Object.fromEntries(await prices.get(['BTC', 'ETH'], 'USD'))).toEqual({
      BTC: '60000',
      ETH: '3000',
    });
    expect(asked).toEqual([['ETH']]);
  });

  it('works without a cache (locked) and asks once for duplicates', async () => {
    const { asked, source } = tableSource({ BTC: '5' });
    const prices = new PriceService({ source, now: () => 0, repo: () => null });
    expect(await prices.get(['BTC', 'BTC'], 'USD')).toEqual(new Map([['BTC', '5']]));
    expect(asked).toEqual([['BTC']]);
  });
});
