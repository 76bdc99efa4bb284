import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { decodeTonFriendly, validateAddress, validatePrivateKey } from './validate';

const HASH = 'e3'.repeat(32);
const raw = Address.parseRaw(`0:${HASH}`);
const UQ = raw.toString({ bounceable: false, urlSafe: true });
const EQ = raw.toString({ bounceable: true, urlSafe: false });
const TEST = raw.toString({ bounceable: false, testOnly: true });
const MASTER = Address.parseRaw(`-1:${HASH}`).toString();

describe('ton addresses', () => {
  it('accepts raw and user-friendly forms as @ton/core parses them', () => {
    for (const a of [`0:${HASH}`, `-1:${HASH}`, UQ, EQ, MASTER, UQ.replace(/-/g, '+').replace(/_/g, '/')]) {
      expect(() => Address.parse(a)).not.toThrow();
      expect(validateAddress('ton', a)).toEqual({ valid: true });
    }
    const decoded = decodeTonFriendly(UQ);
    expect(decoded).toMatchObject({ workchain: 0, bounceable: false, testOnly: false });
    expect(validateAddress('ton', TEST, 'testnet')).toEqual({ valid: true });
  });

  it('refuses a changed character, a wrong tag or workchain, a wrong length and other chains', () => {
    const changed = `${UQ.slice(0, 20)}${UQ[20] === 'A' ? 'B' : 'A'}${UQ.slice(21)}`;
    expect(validateAddress('ton', changed)).toEqual({
      valid: false,
      reason: 'Address checksum does not match',
    });
    expect(() => Address.parse(changed)).toThrow();
    expect(validateAddress('ton', `1:${HASH}`).valid).toBe(false);
    expect(validateAddress('ton', `0:${HASH.slice(2)}`).valid).toBe(false);
    expect(validateAddress('ton', UQ.slice(0, -1))).toEqual({
      valid: false,
      reason: 'Address must be 48 characters',
    });
    expect(validateAddress('ton', TEST)).toEqual({ valid: false, reason: 'Address is for testnet' });
    expect(validateAddress('ton', 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6').valid).toBe(
      false,
    );
    expect(validateAddress('ton', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').valid).toBe(false);
  });

  it('private keys: a 32-byte hex seed or a matching 64-byte secret key', () => {
    expect(validatePrivateKey('ton', '11'.repeat(32))).toEqual({ valid: true });
    expect(validatePrivateKey('ton', '11'.repeat(64))).toEqual({
      valid: false,
      reason: 'Secret key does not match its public key',
    });
    expect(validatePrivateKey('ton', '11'.repeat(20)).valid).toBe(false);
  });
});
