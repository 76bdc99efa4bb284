import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey, validateAddress, validatePrivateKey } from './validate';

const COSMOS = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4';
const THOR = 'thor1gm00vwsfcp48enm4uv9e5dhm37jtd0ye27wrx0';

describe('Cosmos / THORChain validation', () => {
  it('encodes as @cosmjs/amino does and accepts the result', () => {
    for (const [chain, prefix] of [
      ['cosmos', 'cosmos'],
      ['thorchain', 'thor'],
    ] as const) {
      const pub = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true);
      const address = cosmosAddressFromPublicKey(chain, pub);
      expect(address).toBe(pubkeyToAddress(encodeSecp256k1Pubkey(pub), prefix));
      expect(validateAddress(chain, address)).toEqual({ valid: true });
    }
    expect(validateAddress('thorchain', THOR).valid).toBe(true);
  });

  it('rejects a changed character, a wrong prefix, a wrong length and another chain', () => {
    const flipped = `${COSMOS.slice(0, 15)}${COSMOS[15] === 'q' ? 'p' : 'q'}${COSMOS.slice(16)}`;
    expect(validateAddress('cosmos', flipped)).toEqual({
      valid: false,
      reason: 'Address checksum (bech32) does not match',
    });
    expect(validateAddress('cosmos', THOR)).toEqual({
      valid: false,
      reason: 'Address must start with cosmos1',
    });
    expect(validateAddress('thorchain', COSMOS).valid).toBe(false);
    expect(
      validateAddress('cosmos', bech32.encode('cosmosvaloper', bech32.toWords(new Uint8Array(20)))).valid,
    ).toBe(false);
    expect(validateAddress('cosmos', bech32.encode('cosmos', bech32.toWords(new Uint8Array(32))))).toEqual({
      valid: false,
      reason: 'Address payload must be 20 bytes',
    });
    expect(validateAddress('cosmos', COSMOS.slice(0, -1)).valid).toBe(false);
    expect(validateAddress('cosmos', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu').valid).toBe(false);
  });

  it('private keys: 64 hex', () => {
    expect(validatePrivateKey('cosmos', 'ab'.repeat(32)).valid).toBe(true);
    expect(validatePrivateKey('thorchain', 'ab'.repeat(31)).valid).toBe(false);
    expect(validatePrivateKey('cosmos', 'zz'.repeat(32)).valid).toBe(false);
  });
});
