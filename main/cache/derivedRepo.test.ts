import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVM_SHARED_SET, type NewDerivedAddress } from './derivedRepo';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
  t.cache.wallets.insert({ id: '1', name: 'A', kind: 'phrase', chainName: null });
});
afterEach(() => t.cleanup());

const evmAt = (i: number): NewDerivedAddress => ({
  address: `0x${i.toString(16).padStart(40, '0')}`,
  derivePath: `m/44'/60'/0'/0/${i}`,
  addressIndex: i,
  publicKey: `02${i}`,
  isCustom: false,
});

describe('derivedRepo', () => {
  it('stores a batch in order and finds an address by index', () => {
    const d = t.cache.derived;
    expect(d.addMany('1', EVM_SHARED_SET, [0, 1, 2].map(evmAt))).toBe(3);
    const custom = {
      ...evmAt(0),
      address: '0xcustom',
      derivePath: "m/44'/60'/7'/0/0",
      addressIndex: null,
      isCustom: true,
    };
    expect(d.addMany('1', EVM_SHARED_SET, [custom])).toBe(1);
    const list = d.list('1', EVM_SHARED_SET);
    expect(list.map((a) => [a.address, a.position])).toEqual([
      [evmAt(0).address, 0],
      [evmAt(1).address, 1],
      [evmAt(2).address, 2],
      ['0xcustom', 3],
    ]);
    expect(list[3]).toEqual({ ...custom, walletId: '1', chainName: 'evm', position: 3 });
    expect(d.getByIndex('1', EVM_SHARED_SET, 1)?.address).toBe(evmAt(1).address);
    expect(d.getByIndex('1', EVM_SHARED_SET, 9)).toBeUndefined();
    expect(d.getByIndex('1', 'tron', 1)).toBeUndefined();
  });

  it('refreshes a path already stored without moving it', () => {
    const d = t.cache.derived;
    d.addMany('1', 'solana', [evmAt(0), evmAt(1)]);
    expect(d.addMany('1', 'solana', [{ ...evmAt(0), address: 'new0', publicKey: 'pk' }, evmAt(2)])).toBe(1);
    expect(d.list('1', 'solana').map((a) => [a.address, a.position, a.publicKey])).toEqual([
      ['new0', 0, 'pk'],
      [evmAt(1).address, 1, '021'],
      [evmAt(2).address, 2, '022'],
    ]);
  });

  it('removes addresses and reports how many existed', () => {
    const d = t.cache.derived;
    d.addMany('1', EVM_SHARED_SET, [0, 1, 2].map(evmAt));
    expect(d.removeMany('1', EVM_SHARED_SET, [evmAt(1).address, evmAt(2).address, '0xmissing'])).toBe(2);
    expect(d.list('1', EVM_SHARED_SET).map((a) => a.address)).toEqual([evmAt(0).address]);
  });

  it('refuses the same address twice under two paths', () => {
    const d = t.cache.derived;
    d.addMany('1', 'tron', [evmAt(0)]);
    expect(() => d.addMany('1', 'tron', [{ ...evmAt(5), address: evmAt(0).address }])).toThrow(/UNIQUE/);
  });
});
