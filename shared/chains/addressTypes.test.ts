import { describe, expect, it } from 'vitest';
import { addressTypesOf } from './addressTypes';

describe('addressTypesOf', () => {
  it('offers bitcoin its four types at the BIP44/49/84/86 paths', () => {
    expect(addressTypesOf('bitcoin').map((t) => [t.scheme, t.path])).toEqual([
      ['native', "m/84'/0'/0'/0/0"],
      ['nested', "m/49'/0'/0'/0/0"],
      ['legacy', "m/44'/0'/0'/0/0"],
      ['taproot', "m/86'/0'/0'/0/0"],
    ]);
  });
  it('uses coin type 1 on test networks, and offers nothing where there is one kind', () => {
    expect(addressTypesOf('litecoin', 'regtest').map((t) => t.path)).toEqual([
      "m/84'/1'/0'/0/0",
      "m/49'/1'/0'/0/0",
      "m/44'/1'/0'/0/0",
    ]);
    expect(addressTypesOf('dogecoin')).toEqual([]);
    expect(addressTypesOf('ethereum')).toEqual([]);
  });
});
