import { mnemonicToSeedSync } from '@scure/bip39';
import { HDNodeWallet, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { evmSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PHRASE2 = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('evmSigner against ethers v6 HDNodeWallet', () => {
  for (const phrase of [MNEMONIC, PHRASE2]) {
    const seed = mnemonicToSeedSync(phrase);
    const root = HDNodeWallet.fromSeed(seed);
    it(`indexes 0 and 1 and a custom path (${phrase.split(' ')[0]})`, () => {
      for (const path of ["m/44'/60'/0'/0/0", "m/44'/60'/0'/0/1", "m/44'/60'/3'/1/7", "m/44'/60'/0'"]) {
        const ours = evmSigner.deriveFromSeed(seed, path);
        const theirs = root.derivePath(path);
        expect(ours).toEqual({ address: theirs.address, publicKey: theirs.publicKey.slice(2), path });
      }
    });
    it('a batch equals single derivations and ethers', () => {
      const batch = evmSigner.deriveBatch(seed, 'polygon', 10, 5);
      batch.forEach((a, k) => {
        expect(a.path).toBe(`m/44'/60'/0'/0/${10 + k}`);
        expect(a.address).toBe(root.derivePath(a.path).address);
        expect(evmSigner.deriveFromSeed(seed, a.path)).toEqual(a);
      });
    });
  }

  it('is the published first address of the abandon…about phrase', () => {
    const seed = mnemonicToSeedSync(MNEMONIC);
    expect(evmSigner.deriveBatch(seed, 'ethereum', 0, 1)[0]?.address).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
  });

  it('addressFromPrivateKey matches ethers, with and without 0x', () => {
    const w = HDNodeWallet.fromSeed(mnemonicToSeedSync(MNEMONIC)).derivePath("m/44'/60'/0'/0/4");
    const expected = { address: new Wallet(w.privateKey).address, publicKey: w.publicKey.slice(2) };
    expect(evmSigner.addressFromPrivateKey(w.privateKey)).toEqual(expected);
    expect(evmSigner.addressFromPrivateKey(w.privateKey.slice(2))).toEqual(expected);
  });

  it('refuses bad keys, chains of other families and bad paths without echoing the key', () => {
    const zero = '0'.repeat(64);
    expect(() => evmSigner.addressFromPrivateKey(zero)).toThrow(/out of range/);
    expect(() => evmSigner.addressFromPrivateKey('f'.repeat(64))).toThrow(/out of range/);
    try {
      evmSigner.addressFromPrivateKey('12'.repeat(31) + 'zz');
    } catch (e) {
      expect((e as Error).message).not.toContain('1212');
    }
    const seed = mnemonicToSeedSync(MNEMONIC);
    expect(() => evmSigner.deriveBatch(seed, 'tron', 0, 1)).toThrow('Unsupported chain');
    expect(() => evmSigner.deriveFromSeed(seed, "m/44'/60'/x")).toThrow('Invalid derivation path');
    expect(evmSigner.defaultPath('base', 7)).toBe("m/44'/60'/0'/0/7");
  });
});
