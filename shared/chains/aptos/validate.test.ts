import { AccountAddress, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { aptosAddress, validateAddress, validatePrivateKey } from './validate';

const LONG = `0x${'a1'.repeat(32)}`;

describe('aptos addresses', () => {
  it('agrees with AccountAddress.isValid({ strict: true })', () => {
    const samples = [
      LONG,
      LONG.toUpperCase().replace('0X', '0x'),
      '0x1',
      '0xa',
      '0x01',
      '0x0f',
      `0x${'0'.repeat(63)}1`,
      '0x10',
      LONG.slice(2),
      `${LONG}0`,
      '0x',
      '0xg',
    ];
    for (const s of samples) {
      expect(validateAddress('aptos', s).valid, s).toBe(
        AccountAddress.isValid({ input: s, strict: true }).valid,
      );
    }
  });

  it('derives the address as sha3-256(publicKey || 0x00), as the SDK does', () => {
    const key = new Ed25519PrivateKey(new Uint8Array(32).fill(6));
    expect(aptosAddress(ed25519.getPublicKey(new Uint8Array(32).fill(6)))).toBe(
      key.publicKey().authKey().derivedAddress().toStringLong(),
    );
  });

  it('refuses a changed character, a wrong prefix, a wrong length and other chains', () => {
    expect(validateAddress('aptos', `${LONG.slice(0, 10)}g${LONG.slice(11)}`).valid).toBe(false);
    expect(validateAddress('aptos', `1x${LONG.slice(2)}`)).toEqual({
      valid: false,
      reason: 'Address must start with 0x',
    });
    expect(validateAddress('aptos', LONG.slice(0, -2)).valid).toBe(false);
    expect(validateAddress('aptos', '0x01')).toEqual({
      valid: false,
      reason: 'Address must be 0x followed by 64 hex characters',
    });
    expect(validateAddress('aptos', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').valid).toBe(false);
  });

  it('private keys: 32 bytes of hex (0x optional) or AIP-80', () => {
    const key = Ed25519PrivateKey.generate();
    for (const text of [key.toHexString(), key.toHexString().slice(2), key.toAIP80String()])
      expect(validatePrivateKey('aptos', text)).toEqual({ valid: true });
    expect(validatePrivateKey('aptos', key.toHexString().slice(0, -2)).valid).toBe(false);
    expect(validatePrivateKey('aptos', `secp256k1-priv-${key.toHexString()}`).valid).toBe(false);
  });
});
