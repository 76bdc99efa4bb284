import { getAddress, isAddress, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress, validateAddress, validatePrivateKey } from './validate';
import eip55 from './vectors/eip55.json';
import { hex } from '@scure/base';

const GOOD = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

describe('EVM address validation', () => {
  it.each([...eip55.checksummed, ...eip55.allCaps, ...eip55.allLower])(
    'accepts the EIP-55 example %s (as ethers does)',
    (a) => {
      expect(validateAddress('ethereum', a)).toEqual({ valid: true });
      expect(isAddress(a)).toBe(true);
    },
  );

  it('computes the EIP-55 form ethers computes', () => {
    for (const a of eip55.checksummed)
      expect(toChecksumAddress(hex.decode(a.slice(2).toLowerCase()))).toBe(a);
    for (const a of eip55.allLower) expect(toChecksumAddress(hex.decode(a.slice(2)))).toBe(getAddress(a));
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    const changedCase = GOOD.slice(0, 6) + GOOD[6]!.toLowerCase() + GOOD.slice(7);
    expect(validateAddress('ethereum', changedCase)).toEqual({
      valid: false,
      reason: 'Address checksum (EIP-55) does not match',
    });
    expect(validateAddress('ethereum', GOOD.replace('9858', '9859')).valid).toBe(false);
    expect(validateAddress('ethereum', GOOD.slice(2)).valid).toBe(false);
    expect(validateAddress('ethereum', `1x${GOOD.slice(2)}`).valid).toBe(false);
    expect(validateAddress('ethereum', GOOD.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('ethereum', `${GOOD}a`).valid).toBe(false);
    expect(validateAddress('ethereum', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH').valid).toBe(false);
    expect(validateAddress('tron', GOOD)).toEqual({ valid: false, reason: 'Unsupported chain' });
  });

  it('every EVM chain shares the rule', () => {
    expect(validateAddress('kava', GOOD).valid).toBe(true);
  });
});

describe('EVM private key validation', () => {
  const key = Wallet.createRandom().privateKey;
  it('accepts a key with and without 0x', () => {
    expect(validatePrivateKey('ethereum', key)).toEqual({ valid: true });
    expect(validatePrivateKey('ethereum', key.slice(2))).toEqual({ valid: true });
  });
  it('refuses zero, the group order, short, long and non-hex keys, without echoing them', () => {
    const n = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141';
    for (const bad of ['0'.repeat(64), n, key.slice(0, -1), `${key}00`, `${key.slice(0, -1)}g`, '']) {
      const r = validatePrivateKey('ethereum', bad);
      expect(r.valid).toBe(false);
      if (!r.valid && bad.length > 8) expect(r.reason).not.toContain(bad.slice(4, 12));
    }
  });
});
