import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { tronSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);

describe('tronSigner against tronweb', () => {
  it('indexes 0 and 1 and a custom path equal tronweb.generateAccountWithMnemonic', () => {
    for (const path of ["m/44'/195'/0'/0/0", "m/44'/195'/0'/0/1", "m/44'/195'/2'/0/5"]) {
      const theirs = utils.accounts.generateAccountWithMnemonic(MNEMONIC, path);
      const ours = tronSigner.deriveFromSeed(seed, path);
      expect(ours.address).toBe(theirs.address);
    }
  });

  it('a batch equals single derivations', () => {
    const batch = tronSigner.deriveBatch(seed, 'tron', 0, 3);
    expect(batch.map((a) => a.path)).toEqual(["m/44'/195'/0'/0/0", "m/44'/195'/0'/0/1", "m/44'/195'/0'/0/2"]);
    for (const a of batch) expect(tronSigner.deriveFromSeed(seed, a.path)).toEqual(a);
  });

  it('addressFromPrivateKey matches tronweb, with an optional 0x', () => {
    const key = hex.encode(HDKey.fromMasterSeed(seed).derive("m/44'/195'/0'/0/3").privateKey!);
    const expected = utils.crypto.pkToAddress(key);
    expect(tronSigner.addressFromPrivateKey(key).address).toBe(expected);
    expect(tronSigner.addressFromPrivateKey(`0x${key}`).address).toBe(expected);
    expect(() => tronSigner.addressFromPrivateKey(key.slice(1))).toThrow(/64 hex/);
  });
});
