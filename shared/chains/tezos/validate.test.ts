import { ed25519 } from '@noble/curves/ed25519.js';
import { InMemorySigner } from '@taquito/signer';
import { ValidationResult as TaquitoResult, validateAddress as taquitoValidate } from '@taquito/utils';
import { describe, expect, it } from 'vitest';
import { tezosAddress, tezosSecretKey, validateAddress, validatePrivateKey } from './validate';

const TZ1 = 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb';
const TZ2 = 'tz2BFTyPeYRzxd5aiBchbXN3WCZhx7BqbMBq';
const TZ3 = 'tz3WXYtyDUNL91qfiCJtVUX746QpNv5i5ve5';
const KT1 = 'KT1BEqzn5Wx8uJrZNvuS9DVHmLvG9td3fDLi';

describe('tezos addresses', () => {
  it('accepts tz1/tz2/tz3/KT1 as Taquito does, and our own tz1 encoding matches the SDK', async () => {
    for (const a of [TZ1, TZ2, TZ3, KT1]) {
      expect(taquitoValidate(a)).toBe(TaquitoResult.VALID);
      expect(validateAddress('tezos', a)).toEqual({ valid: true });
    }
    const seed = new Uint8Array(32).fill(2);
    expect(tezosAddress(ed25519.getPublicKey(seed))).toBe(
      await new InMemorySigner(tezosSecretKey(seed)).publicKeyHash(),
    );
  });

  it('refuses a changed character, a wrong prefix, a wrong length and other chains', () => {
    const changed = `${TZ1.slice(0, 12)}${TZ1[12] === 'a' ? 'b' : 'a'}${TZ1.slice(13)}`;
    expect(validateAddress('tezos', changed)).toEqual({
      valid: false,
      reason: 'Address checksum does not match',
    });
    expect(validateAddress('tezos', `tz9${TZ1.slice(3)}`).valid).toBe(false);
    expect(validateAddress('tezos', `tz2${TZ1.slice(3)}`).valid).toBe(false);
    expect(validateAddress('tezos', TZ1.slice(0, -1))).toEqual({
      valid: false,
      reason: 'Address must be 36 characters',
    });
    expect(validateAddress('tezos', 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk').valid).toBe(false);
    for (const bad of [changed, `tz2${TZ1.slice(3)}`, TZ1.slice(0, -1)])
      expect(taquitoValidate(bad)).not.toBe(TaquitoResult.VALID);
  });
});

describe('tezos private keys', () => {
  it('accepts both edsk forms and refuses others', async () => {
    const seed = new Uint8Array(32).fill(4);
    const short = tezosSecretKey(seed);
    const long = await new InMemorySigner(short).secretKey();
    expect(long).toHaveLength(98);
    expect(validatePrivateKey('tezos', short)).toEqual({ valid: true });
    expect(validatePrivateKey('tezos', long)).toEqual({ valid: true });
    expect(
      validatePrivateKey('tezos', `${short.slice(0, 20)}${short[20] === 'a' ? 'b' : 'a'}${short.slice(21)}`)
        .valid,
    ).toBe(false);
    expect(validatePrivateKey('tezos', 'edsk3QoqBuvdamxouPhin7swCvkQNgq4jP5KZPbwWNnwdZpSpJiEbq')).toEqual({
      valid: true,
    });
    expect(validatePrivateKey('tezos', 'edsk123')).toEqual({
      valid: false,
      reason: 'Private key is too short',
    });
    expect(validatePrivateKey('tezos', 'spsk1abc').valid).toBe(false);
    expect(validatePrivateKey('tezos', TZ1).valid).toBe(false);
  });
});
