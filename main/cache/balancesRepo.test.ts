import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
  t.cache.wallets.insert({ id: '1', name: 'A', kind: 'phrase', chainName: null });
  t.cache.coins.addMany('1', [
    {
      id: 'ethereum',
      chainName: 'ethereum',
      symbol: 'ETH',
      name: 'Ethereum',
      type: 'coin',
      decimals: 18,
      contractAddress: null,
    },
    {
      id: 'bitcoin',
      chainName: 'bitcoin',
      symbol: 'BTC',
      name: 'Bitcoin',
      type: 'coin',
      decimals: 8,
      contractAddress: null,
    },
  ]);
});
afterEach(() => t.cleanup());

describe('balancesRepo', () => {
  it('keeps the newest read of each coin, exactly, in base units', () => {
    const r = t.cache.balances;
    r.upsertMany('1', [
      { coinId: 'ethereum', balance: '1000000000000000000000000001', fetchedAt: 1 },
      { coinId: 'bitcoin', balance: '0', fetchedAt: 1 },
    ]);
    r.upsertMany('1', [{ coinId: 'bitcoin', balance: '150000000', fetchedAt: 2 }]);
    const list = r.list('1');
    expect(list.get('bitcoin')).toEqual({ coinId: 'bitcoin', balance: '150000000', fetchedAt: 2 });
    expect(list.get('ethereum')).toEqual({
      coinId: 'ethereum',
      balance: '1000000000000000000000000001',
      fetchedAt: 1,
    });
  });

  it('skips a coin the cache does not hold and forgets a removed coin or wallet', () => {
    const r = t.cache.balances;
    r.upsertMany('1', [
      { coinId: 'gone', balance: '5', fetchedAt: 1 },
      { coinId: 'ethereum', balance: '7', fetchedAt: 1 },
      { coinId: 'bitcoin', balance: '8', fetchedAt: 1 },
    ]);
    expect([...r.list('1').keys()].sort()).toEqual(['bitcoin', 'ethereum']);
    t.cache.coins.remove('1', 'ethereum');
    expect([...r.list('1').keys()]).toEqual(['bitcoin']);
    t.cache.wallets.remove('1');
    expect(r.list('1').size).toBe(0);
  });

  it('refuses a balance that is not an integer in base units, and writes none of the batch', () => {
    for (const balance of ['1.5', '-1', '', '1e3', '01']) {
      expect(() =>
        t.cache.balances.upsertMany('1', [
          { coinId: 'bitcoin', balance: '9', fetchedAt: 1 },
          { coinId: 'ethereum', balance, fetchedAt: 1 },
        ]),
      ).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
      expect(t.cache.balances.list('1').size).toBe(0);
    }
  });
});
