import { HDKey } from '@scure/bip32';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { publicChildDeriver, publicChildren } from './secpPublicChildren';

// shared/ runs without Node: the test passes noble's HMAC, as a browser would
const hmacSha512 = (key: Uint8Array, data: Uint8Array) => hmac(sha512, key, data);
const parent = HDKey.fromMasterSeed(new Uint8Array(64).fill(3)).derive("m/84'/2'/0'/0");

describe('public children of one parent (BIP32 CKDpub)', () => {
  it('match @scure/bip32 at the first, a middle and the last non-hardened index', () => {
    const child = publicChildDeriver(parent.publicKey!, parent.chainCode!, hmacSha512);
    for (const i of [0, 1, 7, 999, 2 ** 31 - 1]) {
      const expected = parent.deriveChild(i).publicKey!;
      expect(child(i).compressed).toEqual(expected);
      expect(child(i).uncompressed.subarray(1, 33)).toEqual(expected.subarray(1));
    }
  });

  it('a batch is the same keys in order', () => {
    const keys = publicChildren(parent.publicKey!, parent.chainCode!, 40, 3, hmacSha512);
    expect(keys.map((k) => k.compressed)).toEqual([40, 41, 42].map((i) => parent.deriveChild(i).publicKey));
  });

  it('refuses hardened or impossible indexes and a parent off the curve', () => {
    const child = publicChildDeriver(parent.publicKey!, parent.chainCode!, hmacSha512);
    for (const i of [-1, 1.5, 2 ** 31, Number.NaN]) expect(() => child(i)).toThrow(/non-hardened/);
    const bad = Uint8Array.from(parent.publicKey!);
    bad[0] = 0x05;
    expect(() => publicChildDeriver(bad, parent.chainCode!, hmacSha512)).toThrow(/parent public key/);
  });

  it('does not keep a reference to the caller’s chain code', () => {
    const cc = Uint8Array.from(parent.chainCode!);
    const child = publicChildDeriver(parent.publicKey!, cc, hmacSha512);
    cc.fill(0);
    expect(child(5).compressed).toEqual(parent.deriveChild(5).publicKey);
  });
});
