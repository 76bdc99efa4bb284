import { checkAddress, encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { ss58Decode, ss58Encode, validateAddress, validatePrivateKey } from './validate';

const KEY = new Uint8Array(32).map((_, i) => i * 7);
const DOT = encodeAddress(KEY, 0);
const KUSAMA = encodeAddress(KEY, 2);
const GENERIC = encodeAddress(KEY, 42);

describe('polkadot ss58', () => {
  it('encodes and decodes as util-crypto does, one- and two-byte formats', () => {
    expect(ss58Encode(KEY, 0)).toBe(DOT);
    expect(ss58Encode(KEY, 42)).toBe(GENERIC);
    for (const format of [0, 2, 42, 63, 64, 255, 1284, 16383])
      expect(ss58Decode(encodeAddress(KEY, format))).toEqual({ format, publicKey: KEY });
  });

  it('accepts format 0 on mainnet and 42 on testnet only', () => {
    expect(validateAddress('polkadot', DOT)).toEqual({ valid: true });
    expect(validateAddress('polkadot', GENERIC, 'testnet')).toEqual({ valid: true });
    expect(validateAddress('polkadot', KUSAMA)).toEqual({
      valid: false,
      reason: 'Address is for another network (ss58 format 2)',
    });
    expect(validateAddress('polkadot', GENERIC)).toEqual({
      valid: false,
      reason: 'Address is for another network (ss58 format 42)',
    });
  });

  it('refuses a changed character, a wrong length and other chains, as checkAddress does', () => {
    const changed = `${DOT.slice(0, 15)}${DOT[15] === 'a' ? 'b' : 'a'}${DOT.slice(16)}`;
    expect(validateAddress('polkadot', changed)).toEqual({
      valid: false,
      reason: 'Address checksum does not match',
    });
    expect(checkAddress(changed, 0)[0]).toBe(false);
    expect(validateAddress('polkadot', DOT.slice(0, -3))).toEqual({
      valid: false,
      reason: 'Address has the wrong length',
    });
    expect(validateAddress('polkadot', 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk').valid).toBe(false);
    expect(validateAddress('polkadot', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').valid).toBe(false);
  });

  it('private keys: 32 bytes of hex (ed25519) or 64 (sr25519), 0x optional', () => {
    expect(validatePrivateKey('polkadot', `0x${'ab'.repeat(32)}`)).toEqual({ valid: true });
    expect(validatePrivateKey('polkadot', 'ab'.repeat(32))).toEqual({ valid: true });
    expect(validatePrivateKey('polkadot', 'ab'.repeat(31)).valid).toBe(false);
    expect(validatePrivateKey('polkadot', 'zz'.repeat(32)).valid).toBe(false);
    // polkadot.js's 64-byte sr25519 secret key imports too (issue 16); 63 bytes do not
    expect(validatePrivateKey('polkadot', 'ab'.repeat(64)).valid).toBe(true);
    expect(validatePrivateKey('polkadot', 'ab'.repeat(63)).valid).toBe(false);
  });
});
