import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32, bech32m } from '@scure/base';
import bchaddr from 'bchaddrjs';
import { address as btcAddress, initEccLib, networks, type Network } from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import { describe, expect, it } from 'vitest';
import { decodeCashaddr, encodeCashaddr } from './cashaddr';
import { validateAddress, validatePrivateKey } from './validate';
import { utxoAddressFromPublicKey } from './utxoAddress';
import { utxoParams } from './utxoNetworks';
import { encodeWif } from './utxoWif';

initEccLib(ecc);
const BTC = {
  native: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  nested: '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf',
  legacy: '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA',
  taproot: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
};
const flip = (s: string, i: number, alphabet: string): string =>
  s.slice(0, i) + (s[i] === alphabet[0] ? alphabet[1] : alphabet[0]) + s.slice(i + 1);
const LTC: Network = { ...networks.bitcoin, bech32: 'ltc', pubKeyHash: 0x30, scriptHash: 0x32, wif: 0xb0 };
const DOGE: Network = { ...networks.bitcoin, pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e };

describe('UTXO address validation', () => {
  it('accepts bitcoin native, nested, legacy and taproot, upper-case bech32 too', () => {
    for (const a of Object.values(BTC)) {
      expect(validateAddress('bitcoin', a)).toEqual({ valid: true });
      expect(() => btcAddress.toOutputScript(a, networks.bitcoin)).not.toThrow();
    }
    expect(validateAddress('bitcoin', BTC.native.toUpperCase()).valid).toBe(true);
  });

  it('agrees with bitcoinjs-lib on random keys for every chain, scheme and network it knows', () => {
    const cases: [
      string,
      'mainnet' | 'testnet' | 'regtest',
      Network,
      ('native' | 'nested' | 'legacy' | 'taproot')[],
    ][] = [
      ['bitcoin', 'mainnet', networks.bitcoin, ['native', 'nested', 'legacy', 'taproot']],
      ['bitcoin', 'testnet', networks.testnet, ['native', 'nested', 'legacy', 'taproot']],
      ['bitcoin', 'regtest', networks.regtest, ['native', 'taproot']],
      ['litecoin', 'mainnet', LTC, ['native', 'nested', 'legacy']],
      ['dogecoin', 'mainnet', DOGE, ['legacy']],
    ];
    for (const [chain, network, net, schemes] of cases) {
      const pub = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true);
      for (const scheme of schemes) {
        const a = utxoAddressFromPublicKey(chain, network, scheme, pub);
        expect(validateAddress(chain, a, network)).toEqual({ valid: true });
        expect(() => btcAddress.toOutputScript(a, net)).not.toThrow();
      }
    }
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    const b32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
    expect(validateAddress('bitcoin', flip(BTC.native, 20, b32))).toEqual({
      valid: false,
      reason: 'Address checksum (bech32) does not match',
    });
    expect(validateAddress('bitcoin', flip(BTC.taproot, 30, b32)).valid).toBe(false);
    expect(validateAddress('bitcoin', flip(BTC.legacy, 10, 'ab'))).toEqual({
      valid: false,
      reason: 'Address checksum (base58check) does not match',
    });
    expect(validateAddress('bitcoin', `tb1${BTC.native.slice(3)}`).valid).toBe(false);
    expect(validateAddress('bitcoin', BTC.native.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('bitcoin', BTC.legacy.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('bitcoin', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh').valid).toBe(false);
    expect(validateAddress('bitcoin', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC')).toEqual({
      valid: false,
      reason: 'Address is for another chain or network',
    });
    expect(validateAddress('bitcoin', BTC.native, 'testnet').valid).toBe(false);
    expect(validateAddress('bitcoin', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94').valid).toBe(false);
    expect(validateAddress('ethereum', BTC.native)).toEqual({ valid: false, reason: 'Unsupported chain' });
  });

  it('enforces BIP350: v0 needs bech32, v1+ bech32m, and program lengths', () => {
    const prog20 = new Uint8Array(20).fill(7);
    const prog32 = new Uint8Array(32).fill(7);
    expect(validateAddress('bitcoin', bech32m.encode('bc', [0, ...bech32m.toWords(prog20)])).valid).toBe(
      false,
    );
    expect(validateAddress('bitcoin', bech32.encode('bc', [1, ...bech32.toWords(prog32)])).valid).toBe(false);
    expect(
      validateAddress('bitcoin', bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(21))])).valid,
    ).toBe(false);
    expect(validateAddress('bitcoin', bech32m.encode('bc', [1, ...bech32m.toWords(prog20)])).valid).toBe(
      false,
    );
    expect(validateAddress('bitcoin', bech32.encode('bc', [0, ...bech32.toWords(prog32)])).valid).toBe(true);
    expect(validateAddress('bitcoin', bech32m.encode('bc', [2, ...bech32m.toWords(prog20)])).valid).toBe(
      true,
    );
    expect(validateAddress('bitcoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306FYU').valid).toBe(false);
  });

  it('litecoin regtest uses rltc and 0x6f/0x3a', () => {
    const pub = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true);
    const native = utxoAddressFromPublicKey('litecoin', 'regtest', 'native', pub);
    expect(native.startsWith('rltc1q')).toBe(true);
    expect(validateAddress('litecoin', native, 'regtest').valid).toBe(true);
    expect(validateAddress('litecoin', native).valid).toBe(false);
    const nested = utxoAddressFromPublicKey('litecoin', 'regtest', 'nested', pub);
    expect(validateAddress('litecoin', nested, 'regtest').valid).toBe(true);
  });
});

describe('Bitcoin Cash (cashaddr)', () => {
  const cash = 'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6';
  it('encodes and decodes as bchaddrjs does', () => {
    for (let i = 0; i < 4; i++) {
      const hash = secp256k1.utils.randomSecretKey().slice(0, 20);
      for (const type of ['p2pkh', 'p2sh'] as const) {
        const ours = encodeCashaddr('bitcoincash', type, hash);
        expect(bchaddr.isCashAddress(ours)).toBe(true);
        expect(type === 'p2sh' ? bchaddr.isP2SHAddress(ours) : bchaddr.isP2PKHAddress(ours)).toBe(true);
        expect(decodeCashaddr(ours, 'bitcoincash')).toEqual({ type, hash });
        expect(
          encodeCashaddr(
            'bitcoincash',
            type,
            decodeCashaddr(bchaddr.toCashAddress(bchaddr.toLegacyAddress(ours)), 'bitcoincash').hash,
          ),
        ).toBe(ours);
      }
    }
  });

  it('follows the spec rule: prefix added unless 1… or prefixed', () => {
    expect(validateAddress('bitcoin_cash', cash)).toEqual({ valid: true });
    expect(validateAddress('bitcoin_cash', cash.slice('bitcoincash:'.length))).toEqual({ valid: true });
    expect(validateAddress('bitcoin_cash', cash.toUpperCase())).toEqual({ valid: true });
    expect(validateAddress('bitcoin_cash', bchaddr.toLegacyAddress(cash))).toEqual({ valid: true });
    expect(validateAddress('bitcoin_cash', BTC.nested).valid).toBe(false);
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    expect(validateAddress('bitcoin_cash', flip(cash, 20, 'qp'))).toEqual({
      valid: false,
      reason: 'Address checksum (cashaddr) does not match',
    });
    expect(validateAddress('bitcoin_cash', cash.replace('bitcoincash:', 'bchtest:')).valid).toBe(false);
    expect(validateAddress('bitcoin_cash', cash.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('bitcoin_cash', BTC.native).valid).toBe(false);
    expect(
      validateAddress('bitcoin_cash', 'bitcoincash:QQyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6').valid,
    ).toBe(false);
  });
});

describe('UTXO private keys (WIF for the configured network)', () => {
  const key = secp256k1.utils.randomSecretKey();
  it('accepts compressed and uncompressed WIF of the network only', () => {
    const btc = encodeWif(key, utxoParams('bitcoin'));
    expect(validatePrivateKey('bitcoin', btc)).toEqual({ valid: true });
    expect(validatePrivateKey('bitcoin', encodeWif(key, utxoParams('bitcoin'), false))).toEqual({
      valid: true,
    });
    expect(validatePrivateKey('bitcoin_cash', btc)).toEqual({ valid: true });
    expect(validatePrivateKey('litecoin', btc)).toEqual({
      valid: false,
      reason: 'Private key is a WIF for another network',
    });
    expect(validatePrivateKey('dogecoin', encodeWif(key, utxoParams('dogecoin'))).valid).toBe(true);
    expect(
      validatePrivateKey('litecoin', encodeWif(key, utxoParams('litecoin', 'regtest')), 'regtest').valid,
    ).toBe(true);
    expect(validatePrivateKey('bitcoin', flip(btc, 10, 'ab')).valid).toBe(false);
    expect(validatePrivateKey('bitcoin', 'a'.repeat(64)).valid).toBe(false);
  });
});
