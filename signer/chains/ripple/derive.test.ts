import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { deriveAddress, deriveKeypair, generateSeed } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import { rippleSigner } from './index';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const root = HDKey.fromMasterSeed(seed);

describe('rippleSigner against ripple-keypairs (xrpl.js)', () => {
  it('indexes 0 and 1 and a custom path: address of the BIP32 public key', () => {
    const accounts = [
      ...rippleSigner.deriveBatch(seed, 'ripple', 0, 2),
      rippleSigner.deriveFromSeed(seed, "m/44'/144'/1'/0/4"),
    ];
    expect(accounts.map((a) => a.path)).toEqual([
      "m/44'/144'/0'/0/0",
      "m/44'/144'/0'/0/1",
      "m/44'/144'/1'/0/4",
    ]);
    for (const a of accounts) {
      const pub = root.derive(a.path).publicKey!;
      expect(a.publicKey).toBe(hex.encode(pub));
      expect(a.address).toBe(deriveAddress(hex.encode(pub).toUpperCase()));
    }
    // The address Xaman, Ledger and xrpl.js's Wallet.fromMnemonic give for this phrase.
    expect(accounts[0]?.address).toBe('rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3');
  });

  it('imports secp256k1 and ed25519 family seeds as ripple-keypairs does', () => {
    for (const algorithm of ['ecdsa-secp256k1', 'ed25519'] as const) {
      for (const fill of [0, 7, 255]) {
        const familySeed = generateSeed({ entropy: new Uint8Array(16).fill(fill), algorithm });
        const expected = deriveKeypair(familySeed);
        const ours = rippleSigner.addressFromPrivateKey(familySeed);
        expect(ours.publicKey).toBe(expected.publicKey.toLowerCase());
        expect(ours.address).toBe(deriveAddress(expected.publicKey));
      }
    }
  });

  it('imports a hex key (plain, or with the 00 ripple-keypairs writes)', () => {
    const key = hex.encode(root.derive("m/44'/144'/0'/0/0").privateKey!);
    const address = rippleSigner.deriveFromSeed(seed, "m/44'/144'/0'/0/0").address;
    expect(rippleSigner.addressFromPrivateKey(key).address).toBe(address);
    expect(rippleSigner.addressFromPrivateKey(`00${key.toUpperCase()}`).address).toBe(address);
    // The genesis account's published family seed and address.
    expect(rippleSigner.addressFromPrivateKey('snoPBrXtMeMyMHUVTgbuqAfg1SUTb').address).toBe(
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    );
    expect(() => rippleSigner.addressFromPrivateKey('snoPBrXtMeMyMHUVTgbuqAfg1SUTc')).toThrow(/checksum/);
  });
});
