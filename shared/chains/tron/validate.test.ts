import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { tronAddressFromPublicKey, validateAddress, validatePrivateKey } from './validate';

const GOOD = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

describe('Tron address validation', () => {
  it('accepts what tronweb accepts and encodes what tronweb encodes', () => {
    for (let i = 0; i < 5; i++) {
      const key = secp256k1.utils.randomSecretKey();
      const address = tronAddressFromPublicKey(secp256k1.getPublicKey(key, true));
      expect(address).toBe(utils.crypto.pkToAddress(hex.encode(key)));
      expect(validateAddress('tron', address)).toEqual({ valid: true });
      expect(utils.crypto.isAddressValid(address)).toBe(true);
    }
    expect(validateAddress('tron', GOOD).valid).toBe(true);
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    const changed = GOOD.slice(0, 10) + (GOOD[10] === 'a' ? 'b' : 'a') + GOOD.slice(11);
    expect(validateAddress('tron', changed)).toEqual({
      valid: false,
      reason: 'Address checksum (base58check) does not match',
    });
    expect(utils.crypto.isAddressValid(changed)).toBe(false);
    expect(validateAddress('tron', `A${GOOD.slice(1)}`).valid).toBe(false);
    expect(validateAddress('tron', GOOD.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('tron', '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA').valid).toBe(false);
    expect(validateAddress('tron', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94').valid).toBe(false);
    expect(validateAddress('bitcoin', GOOD)).toEqual({ valid: false, reason: 'Unsupported chain' });
  });

  it('private keys: 64 hex with optional 0x', () => {
    const key = hex.encode(secp256k1.utils.randomSecretKey());
    expect(validatePrivateKey('tron', key).valid).toBe(true);
    expect(validatePrivateKey('tron', `0x${key}`).valid).toBe(true);
    expect(validatePrivateKey('tron', key.slice(2)).valid).toBe(false);
    expect(validatePrivateKey('tron', '0'.repeat(64)).valid).toBe(false);
  });
});
