import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Keypair } from '@stellar/stellar-base';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import { validateAddress, validatePrivateKey } from '../../../shared/chains/stellar/validate';
import { stellarSigner } from './index';
import sep5 from './vectors/sep0005.json';

describe('stellar SEP-0005 vectors', () => {
  for (const [n, v] of sep5.vectors.entries()) {
    it(`test ${n + 1}: seed, addresses and secret seeds`, () => {
      const seed = mnemonicToSeedSync(v.mnemonic, v.passphrase);
      expect(hex.encode(seed)).toBe(v.seed);
      const batch = stellarSigner.deriveBatch(seed, 'stellar', 0, v.keys.length);
      v.keys.forEach(([address, secret], i) => {
        expect(batch[i]?.address).toBe(address);
        expect(batch[i]?.path).toBe(`m/44'/148'/${i}'`);
        expect(stellarSigner.addressFromPrivateKey(secret ?? '').address).toBe(address);
        expect(validateAddress('stellar', address ?? '')).toEqual({ valid: true });
        expect(validatePrivateKey('stellar', secret ?? '')).toEqual({ valid: true });
      });
    });
  }
});

describe('stellar cross-check with @stellar/stellar-base', () => {
  const seed = mnemonicToSeedSync(
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  );
  it('equals Keypair.fromRawEd25519Seed for index 0, 1 and a custom path', () => {
    for (const path of ["m/44'/148'/0'", "m/44'/148'/1'", "m/44'/148'/5'/1'"]) {
      const key = HDKey.fromMasterSeed(seed).derive(path).privateKey;
      const kp = Keypair.fromRawEd25519Seed(Buffer.from(key));
      expect(stellarSigner.deriveFromSeed(seed, path).address).toBe(kp.publicKey());
      expect(stellarSigner.addressFromPrivateKey(kp.secret()).address).toBe(kp.publicKey());
    }
  });
});
