import { Keypair, StrKey } from '@stellar/stellar-base';
import { describe, expect, it } from 'vitest';
import { decodeStellarSecret, stellarAddress, validateAddress, validatePrivateKey } from './validate';

const ACCOUNT = 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6';
const SECRET = 'SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN';

describe('stellar StrKey', () => {
  it('encodes as stellar-base does and agrees with StrKey on validity', () => {
    const kp = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(3) as Buffer);
    expect(stellarAddress(kp.rawPublicKey())).toBe(kp.publicKey());
    expect(validateAddress('stellar', kp.publicKey())).toEqual({ valid: true });
    expect(decodeStellarSecret(kp.secret())).toEqual(new Uint8Array(kp.rawSecretKey()));
    const samples = [
      ACCOUNT,
      `${ACCOUNT.slice(0, 20)}A${ACCOUNT.slice(21)}`,
      ACCOUNT.toLowerCase(),
      SECRET,
      `${ACCOUNT}A`,
    ];
    for (const s of samples)
      expect(validateAddress('stellar', s).valid).toBe(StrKey.isValidEd25519PublicKey(s));
  });

  it('refuses a changed character, a wrong prefix, a wrong length and other chains', () => {
    const changed = `${ACCOUNT.slice(0, 30)}${ACCOUNT[30] === 'A' ? 'B' : 'A'}${ACCOUNT.slice(31)}`;
    expect(validateAddress('stellar', changed)).toEqual({
      valid: false,
      reason: 'Address checksum does not match',
    });
    expect(validateAddress('stellar', SECRET)).toEqual({ valid: false, reason: 'Address must start with G' });
    expect(validateAddress('stellar', ACCOUNT.slice(0, -1))).toEqual({
      valid: false,
      reason: 'Address must be 56 characters',
    });
    expect(validateAddress('stellar', 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk').valid).toBe(false);
    expect(
      validateAddress('stellar', 'MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAGZFQ')
        .valid,
    ).toBe(false);
  });

  it('accepts secret seeds and refuses account ids, changed seeds and garbage', () => {
    expect(validatePrivateKey('stellar', SECRET)).toEqual({ valid: true });
    expect(validatePrivateKey('stellar', ACCOUNT).valid).toBe(false);
    expect(
      validatePrivateKey(
        'stellar',
        `${SECRET.slice(0, 10)}${SECRET[10] === 'A' ? 'B' : 'A'}${SECRET.slice(11)}`,
      ).valid,
    ).toBe(false);
    expect(validatePrivateKey('stellar', 'S123').valid).toBe(false);
  });
});
