import { deriveAddress, deriveKeypair, generateSeed } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import { validateAddress, validatePrivateKey } from './validate';

const GOOD = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';

describe('Ripple validation', () => {
  it('accepts classic addresses from ripple-keypairs', () => {
    expect(validateAddress('ripple', GOOD)).toEqual({ valid: true });
    for (const fill of [1, 2, 3]) {
      const seed = generateSeed({ entropy: new Uint8Array(16).fill(fill) });
      expect(validateAddress('ripple', deriveAddress(deriveKeypair(seed).publicKey)).valid).toBe(true);
    }
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    expect(
      validateAddress('ripple', `${GOOD.slice(0, 10)}${GOOD[10] === 'a' ? 'b' : 'a'}${GOOD.slice(11)}`),
    ).toEqual({
      valid: false,
      reason: 'Ripple address: checksum does not match',
    });
    expect(validateAddress('ripple', `x${GOOD.slice(1)}`).valid).toBe(false);
    expect(validateAddress('ripple', GOOD.slice(0, 20)).valid).toBe(false);
    expect(validateAddress('ripple', `${GOOD}rrrrrrrrrrrrr`).valid).toBe(false);
    expect(validateAddress('ripple', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH').valid).toBe(false);
    expect(validateAddress('ripple', '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA').valid).toBe(false);
    expect(validateAddress('ripple', '0OIl').valid).toBe(false);
  });

  it('private keys: family seeds and hex', () => {
    expect(validatePrivateKey('ripple', SEED)).toEqual({ valid: true });
    expect(
      validatePrivateKey('ripple', generateSeed({ entropy: new Uint8Array(16), algorithm: 'ed25519' })).valid,
    ).toBe(true);
    expect(validatePrivateKey('ripple', '1'.repeat(64)).valid).toBe(true);
    expect(validatePrivateKey('ripple', `ED${'1'.repeat(64)}`).valid).toBe(true);
    expect(validatePrivateKey('ripple', SEED.slice(0, -1)).valid).toBe(false);
    expect(validatePrivateKey('ripple', GOOD).valid).toBe(false);
    expect(validatePrivateKey('ripple', '0'.repeat(64)).valid).toBe(false);
  });
});
