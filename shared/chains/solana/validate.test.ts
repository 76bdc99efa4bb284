import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { solanaAddress, validateAddress, validatePrivateKey } from './validate';

const PHANTOM_ABANDON = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('solana addresses', () => {
  it('accepts on-curve keys, as web3.js PublicKey.isOnCurve does', () => {
    for (const a of [
      PHANTOM_ABANDON,
      USDC_MINT,
      solanaAddress(ed25519.getPublicKey(new Uint8Array(32).fill(1))),
    ]) {
      expect(PublicKey.isOnCurve(new PublicKey(a).toBytes())).toBe(true);
      expect(validateAddress('solana', a)).toEqual({ valid: true });
    }
  });

  it('refuses off-curve (program-derived) addresses', () => {
    const [pda] = PublicKey.findProgramAddressSync(
      [new TextEncoder().encode('seed')],
      new PublicKey(USDC_MINT),
    );
    expect(validateAddress('solana', pda.toBase58())).toEqual({
      valid: false,
      reason: 'Address is not on the ed25519 curve',
    });
  });

  it('refuses a changed character, bad alphabet, wrong length and other chains', () => {
    const changed = `${PHANTOM_ABANDON.slice(0, 10)}${PHANTOM_ABANDON[10] === 'a' ? 'b' : 'a'}${PHANTOM_ABANDON.slice(11)}`;
    expect(validateAddress('solana', changed).valid).toBe(false);
    expect(validateAddress('solana', `0${PHANTOM_ABANDON.slice(1)}`)).toEqual({
      valid: false,
      reason: 'Address is not base58',
    });
    expect(validateAddress('solana', PHANTOM_ABANDON.slice(0, -2))).toEqual({
      valid: false,
      reason: 'Address must be 32 bytes',
    });
    expect(validateAddress('solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').valid).toBe(false);
    expect(validateAddress('solana', 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6').valid).toBe(
      false,
    );
    expect(validateAddress('ethereum', PHANTOM_ABANDON)).toEqual({
      valid: false,
      reason: 'Unsupported chain',
    });
  });
});

describe('solana private keys', () => {
  const seed = new Uint8Array(32).fill(7);
  const secretKey = new Uint8Array([...seed, ...ed25519.getPublicKey(seed)]);

  it('accepts a base58 secret key, a base58 seed and a keypair byte array', () => {
    for (const key of [base58.encode(secretKey), base58.encode(seed), JSON.stringify([...secretKey])])
      expect(validatePrivateKey('solana', key)).toEqual({ valid: true });
  });

  it('refuses bad keys without echoing them', () => {
    const mismatched = secretKey.slice();
    mismatched[40] = (mismatched[40] ?? 0) ^ 1;
    const cases = [base58.encode(mismatched), base58.encode(seed.subarray(0, 31)), '0OIl', '[1,2,300]', ''];
    for (const key of cases) {
      const r = validatePrivateKey('solana', key);
      expect(r.valid).toBe(false);
      if (!r.valid && key) expect(r.reason).not.toContain(key);
    }
  });
});
