import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
let clock = 1_000;
beforeEach(() => {
  clock = 1_000;
  t = openTempCache(() => clock);
});
afterEach(() => t.cleanup());

const phrase = (id: string, name: string) => ({ id, name, kind: 'phrase' as const, chainName: null });

describe('walletsRepo', () => {
  it('appends wallets in order with the defaults of a new wallet', () => {
    const w = t.cache.wallets;
    w.insert(phrase('1', 'Main Wallet'));
    clock = 2_000;
    w.insert({ id: '2', name: 'Key', kind: 'privateKey', chainName: 'tron', isBackedUp: true });
    expect(w.count()).toBe(2);
    expect(w.list()).toEqual([
      {
        id: '1',
        position: 0,
        name: 'Main Wallet',
        kind: 'phrase',
        chainName: null,
        isBackedUp: false,
        isEvmAddressesAdded: false,
        privacyMode: false,
        selectedCoinId: null,
        createdAt: 1_000,
        updatedAt: 1_000,
      },
      {
        id: '2',
        position: 1,
        name: 'Key',
        kind: 'privateKey',
        chainName: 'tron',
        isBackedUp: true,
        isEvmAddressesAdded: false,
        privacyMode: false,
        selectedCoinId: null,
        createdAt: 2_000,
        updatedAt: 2_000,
      },
    ]);
  });

  it('refuses a duplicate id and a chain on a phrase wallet', () => {
    t.cache.wallets.insert(phrase('1', 'A'));
    expect(() => t.cache.wallets.insert(phrase('1', 'B'))).toThrow(/UNIQUE/);
    expect(() => t.cache.wallets.insert({ id: '2', name: 'B', kind: 'phrase', chainName: 'tron' })).toThrow(
      /CHECK/,
    );
  });

  it('updates only the given fields and stamps updatedAt', () => {
    const w = t.cache.wallets;
    w.insert(phrase('1', 'A'));
    clock = 5_000;
    const u = w.update('1', { name: 'Savings', privacyMode: true, selectedCoinId: 'eth' });
    expect(u).toMatchObject({ name: 'Savings', privacyMode: true, selectedCoinId: 'eth', isBackedUp: false });
    expect(u.updatedAt).toBe(5_000);
    expect(u.createdAt).toBe(1_000);
    expect(w.update('1', { selectedCoinId: null }).selectedCoinId).toBeNull();
    expect(() => w.update('9', { name: 'x' })).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('reorders only with a full permutation', () => {
    const w = t.cache.wallets;
    ['1', '2', '3'].forEach((id) => w.insert(phrase(id, `W${id}`)));
    w.reorder(['3', '1', '2']);
    expect(w.list().map((x) => x.id)).toEqual(['3', '1', '2']);
    for (const bad of [
      ['3', '1'],
      ['3', '1', '1'],
      ['3', '1', '9'],
      ['3', '1', '2', '4'],
    ]) {
      expect(() => w.reorder(bad)).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
    }
    expect(w.list().map((x) => x.id)).toEqual(['3', '1', '2']);
    // A wallet added after a reorder still goes last.
    w.insert(phrase('4', 'W4'));
    expect(w.list().map((x) => x.id)).toEqual(['3', '1', '2', '4']);
  });

  it('removes a wallet together with its coins and derived addresses', () => {
    const c = t.cache;
    c.wallets.insert(phrase('1', 'A'));
    c.wallets.insert(phrase('2', 'B'));
    for (const id of ['1', '2']) {
      c.coins.addMany(id, [
        {
          id: 'btc',
          chainName: 'bitcoin',
          symbol: 'BTC',
          name: 'Bitcoin',
          type: 'coin',
          decimals: 8,
          contractAddress: null,
        },
      ]);
      c.derived.addMany(id, 'bitcoin', [
        {
          address: `bc1q${id}`,
          derivePath: "m/84'/0'/0'/0/0",
          addressIndex: 0,
          publicKey: null,
          isCustom: false,
        },
      ]);
    }
    expect(c.wallets.remove('1')).toBe(true);
    expect(c.wallets.remove('1')).toBe(false);
    expect(c.coins.list('1')).toEqual([]);
    expect(c.derived.list('1', 'bitcoin')).toEqual([]);
    expect(c.coins.list('2')).toHaveLength(1);
    c.wallets.removeAll();
    expect(c.wallets.count()).toBe(0);
    expect(c.coins.list('2')).toEqual([]);
  });
});
