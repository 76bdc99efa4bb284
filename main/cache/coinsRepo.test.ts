import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewCoin } from './coinsRepo';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
  t.cache.wallets.insert({ id: '1', name: 'A', kind: 'phrase', chainName: null });
});
afterEach(() => t.cleanup());

const eth: NewCoin = {
  id: 'ethereum',
  chainName: 'ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  type: 'coin',
  decimals: 18,
  contractAddress: null,
};
const usdt: NewCoin = {
  id: 'ethereum-usdt',
  chainName: 'ethereum',
  symbol: 'USDT',
  name: 'Tether',
  type: 'token',
  decimals: 6,
  contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
};
const btc: NewCoin = {
  id: 'bitcoin',
  chainName: 'bitcoin',
  symbol: 'BTC',
  name: 'Bitcoin',
  type: 'coin',
  decimals: 8,
  contractAddress: null,
};

describe('coinsRepo', () => {
  it('adds missing coins in order and skips ones already there', () => {
    const c = t.cache.coins;
    expect(c.addMany('1', [eth, usdt])).toBe(2);
    c.update('1', 'ethereum', { isInWallet: false });
    expect(c.addMany('1', [{ ...eth, name: 'changed' }, btc])).toBe(1);
    const list = c.list('1');
    expect(list.map((x) => [x.id, x.position])).toEqual([
      ['ethereum', 0],
      ['ethereum-usdt', 1],
      ['bitcoin', 2],
    ]);
    // The existing row kept its state: adding again is not a reset.
    expect(list[0]).toMatchObject({ name: 'Ethereum', isInWallet: false });
    expect(list[1]).toEqual({
      ...usdt,
      walletId: '1',
      isInWallet: true,
      position: 1,
      address: null,
      publicKey: null,
      xpub: null,
    });
  });

  it('keeps coins per wallet', () => {
    t.cache.wallets.insert({ id: '2', name: 'B', kind: 'phrase', chainName: null });
    t.cache.coins.addMany('1', [eth]);
    t.cache.coins.addMany('2', [btc, eth]);
    expect(t.cache.coins.list('1').map((c) => c.id)).toEqual(['ethereum']);
    expect(t.cache.coins.list('2').map((c) => c.id)).toEqual(['bitcoin', 'ethereum']);
  });

  it('updates the active address and public parts', () => {
    const c = t.cache.coins;
    c.addMany('1', [btc]);
    const u = c.update('1', 'bitcoin', { address: 'bc1qxyz', publicKey: '02ab', xpub: 'zpub6r' });
    expect(u).toMatchObject({ address: 'bc1qxyz', publicKey: '02ab', xpub: 'zpub6r', isInWallet: true });
    expect(c.get('1', 'bitcoin')).toEqual(u);
    expect(() => c.update('1', 'nope', { isInWallet: true })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: 'Coin id does not exist' }),
    );
  });

  it('refuses a token without a contract and a coin with one', () => {
    expect(() => t.cache.coins.addMany('1', [{ ...usdt, contractAddress: null }])).toThrow(/CHECK/);
    expect(() => t.cache.coins.addMany('1', [{ ...eth, contractAddress: '0x1' }])).toThrow(/CHECK/);
    // All or nothing: the batch that failed left nothing behind.
    expect(() => t.cache.coins.addMany('1', [btc, { ...usdt, contractAddress: null }])).toThrow(/CHECK/);
    expect(t.cache.coins.list('1')).toEqual([]);
  });

  it('reorders and removes', () => {
    const c = t.cache.coins;
    c.addMany('1', [eth, usdt, btc]);
    c.reorder('1', ['bitcoin', 'ethereum', 'ethereum-usdt']);
    expect(c.list('1').map((x) => x.id)).toEqual(['bitcoin', 'ethereum', 'ethereum-usdt']);
    expect(() => c.reorder('1', ['bitcoin'])).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
    expect(c.remove('1', 'ethereum')).toBe(true);
    expect(c.remove('1', 'ethereum')).toBe(false);
    expect(c.list('1').map((x) => x.id)).toEqual(['bitcoin', 'ethereum-usdt']);
  });
});
