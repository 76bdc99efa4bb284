import { describe, expect, it } from 'vitest';
import { decodeVaultFile, encodeHeader, encodeVaultFile, VAULT_LAYOUT } from './format';
import { newKeyedHeader, openVault, sealVault } from './vaultCrypto';
import { bytesOf, resealChecksum, textOf, WEAK_TEST_KDF } from '../../test/signer/testSupport';
import { isVaultError, type VaultError } from './vaultErrors';

async function sample(): Promise<{ file: Buffer; key: Buffer }> {
  const { header, aeadKey } = await newKeyedHeader('correct horse', WEAK_TEST_KDF);
  return { file: sealVault(aeadKey, header, bytesOf('{"hello":"vault"}')), key: aeadKey };
}

function decodeError(bytes: Uint8Array): VaultError {
  try {
    decodeVaultFile(bytes);
  } catch (e) {
    if (isVaultError(e)) return e;
    throw e;
  }
  throw new Error('decoded without error');
}

describe('vault file format v1', () => {
  it('round-trips through seal, decode and open', async () => {
    const { file, key } = await sample();
    const decoded = decodeVaultFile(file);
    expect(decoded.header.kdf).toEqual(WEAK_TEST_KDF);
    expect(file.subarray(0, 4).toString('ascii')).toBe('VWLT');
    expect(file.readUInt16BE(4)).toBe(1);
    expect(textOf(openVault(key, decoded))).toBe('{"hello":"vault"}');
  });

  it('reports every single flipped bit anywhere in the file as an integrity failure', async () => {
    const { file } = await sample();
    for (let i = 0; i < file.length; i++) {
      const bad = Buffer.from(file);
      bad[i] = bad[i]! ^ 0x01;
      const e = decodeError(bad);
      expect(e.code).toBe('VAULT_CORRUPT');
      // A flip in the length field makes the file look shorter or longer than it says.
      const inLength = i >= VAULT_LAYOUT.length && i < VAULT_LAYOUT.body;
      const inMagic = i < 4;
      if (!inLength && !inMagic) expect([i, e.kind]).toEqual([i, 'tampered']);
    }
  });

  it('reports every truncation as truncated', async () => {
    const { file } = await sample();
    for (let len = 0; len < file.length; len++) {
      expect([len, decodeError(file.subarray(0, len)).kind]).toEqual([len, 'truncated']);
    }
  });

  it('reports trailing bytes as tampering and a foreign file as unreadable', async () => {
    const { file } = await sample();
    expect(decodeError(Buffer.concat([file, Buffer.from([0])])).kind).toBe('tampered');
    expect(decodeError(Buffer.from('{"not":"a vault"}')).kind).toBe('truncated');
  });

  it('tells a newer format version from damage', async () => {
    const { file } = await sample();
    const newer = Buffer.from(file);
    newer.writeUInt16BE(2, VAULT_LAYOUT.version);
    expect(decodeError(resealChecksum(newer)).kind).toBe('newer-version');
  });

  it('refuses KDF parameters beyond the limits before any derivation', async () => {
    const { file } = await sample();
    for (const [offset, value] of [
      [VAULT_LAYOUT.kdf + 1, 40], // N = 2^40
      [VAULT_LAYOUT.kdf + 2, 0], // r = 0
      [VAULT_LAYOUT.kdf + 3, 200], // p = 200
      [VAULT_LAYOUT.kdf, 9], // unknown KDF
      [VAULT_LAYOUT.aead, 9], // unknown AEAD
    ] as const) {
      const bad = Buffer.from(file);
      bad[offset] = value;
      expect(decodeError(resealChecksum(bad)).kind).toBe('tampered');
    }
  });

  it('authenticates the whole header as GCM additional data', async () => {
    const { file, key } = await sample();
    const bad = Buffer.from(file);
    bad[VAULT_LAYOUT.nonce] = bad[VAULT_LAYOUT.nonce]! ^ 0x80;
    const decoded = decodeVaultFile(resealChecksum(bad));
    expect(() => openVault(key, decoded)).toThrow(expect.objectContaining({ kind: 'tampered' }));
  });

  it('encodes the header at the documented offsets', () => {
    const salt = new Uint8Array(32).fill(0xaa);
    const nonce = new Uint8Array(12).fill(0xbb);
    const verifier = new Uint8Array(32).fill(0xcc);
    const h = encodeHeader(
      { kdf: { algorithm: 'scrypt', logN: 17, r: 8, p: 1 }, salt, nonce, verifier },
      300,
    );
    expect(h.length).toBe(VAULT_LAYOUT.body);
    expect([...h.subarray(6, 10)]).toEqual([1, 17, 8, 1]);
    expect(h[VAULT_LAYOUT.salt]).toBe(0xaa);
    expect(h[VAULT_LAYOUT.aead]).toBe(1);
    expect(h[VAULT_LAYOUT.nonce]).toBe(0xbb);
    expect(h[VAULT_LAYOUT.verifier]).toBe(0xcc);
    expect(h.readUInt32BE(VAULT_LAYOUT.length)).toBe(300);
    expect(encodeVaultFile(h, new Uint8Array(300)).length).toBe(VAULT_LAYOUT.body + 300 + 32);
  });
});
