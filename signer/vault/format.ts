/**
 * The vault file, format version 1. Binary, big-endian, one file (`vault.bin`):
 *
 *   offset  size  field
 *   0       4     magic "VWLT"
 *   4       2     format version (u16) = 1
 *   6       1     KDF id: 1 = scrypt
 *   7       1     log2(N)
 *   8       1     r
 *   9       1     p
 *   10      32    salt (random per password / per re-key)
 *   42      1     AEAD id: 1 = AES-256-GCM
 *   43      12    nonce (random per save)
 *   55      32    verifier = HMAC-SHA256(checkKey, VERIFIER_DOMAIN || bytes[0, 42))
 *   87      4     L = length of ciphertext + 16-byte GCM tag (u32)
 *   91      L     ciphertext || tag; additional data = bytes[0, 91)
 *   91+L    32    SHA-256 of bytes[0, 91+L)
 *
 * scrypt(password NFKC, salt, N, r, p) yields 64 bytes: the first 32 are the AES key, the
 * other 32 (checkKey) only make the verifier. So the three failures are told apart:
 * - the file is shorter than its own length field says -> truncated;
 * - the trailing SHA-256 does not match (any accidental flipped byte) -> integrity failure;
 * - the verifier does not match -> wrong password (the KDF inputs are what the password
 *   meets; a deliberate edit of salt or verifier with a recomputed checksum is
 *   indistinguishable from a wrong password, and opens nothing);
 * - verifier matches but GCM rejects the tag -> integrity failure (deliberate tampering).
 * Every later version must also start with the magic and version and end with the SHA-256
 * of all preceding bytes, so an old app can tell "newer version" from "damaged".
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { kdfWithinLimits, type KdfParams } from './kdf';
import { vaultErrors } from './vaultErrors';

export const VAULT_FORMAT_VERSION = 1;
export const VERIFIER_DOMAIN = Buffer.from('vault-wallet/vault/v1/verifier', 'utf8');
export const SALT_BYTES = 32;
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;
export const MAX_CIPHERTEXT_BYTES = 64 * 1024 * 1024;

const MAGIC = Buffer.from('VWLT', 'ascii');
const KDF_SCRYPT = 1;
const AEAD_AES_256_GCM = 1;
const OFF = { version: 4, kdf: 6, salt: 10, aead: 42, nonce: 43, verifier: 55, length: 87, body: 91 };
const CHECKSUM_BYTES = 32;

export interface VaultHeader {
  kdf: KdfParams;
  salt: Uint8Array;
  nonce: Uint8Array;
  verifier: Uint8Array;
}

export interface DecodedVault {
  header: VaultHeader;
  /** The bytes GCM authenticates besides the ciphertext (bytes[0, 91)). */
  aad: Uint8Array;
  /** Ciphertext followed by the GCM tag. */
  sealed: Uint8Array;
}

/** The header bytes for a ciphertext of `sealedLength`; doubles as the GCM additional data. */
export function encodeHeader(h: VaultHeader, sealedLength: number): Buffer {
  const b = Buffer.alloc(OFF.body);
  MAGIC.copy(b, 0);
  b.writeUInt16BE(VAULT_FORMAT_VERSION, OFF.version);
  b.writeUInt8(KDF_SCRYPT, OFF.kdf);
  b.writeUInt8(h.kdf.logN, OFF.kdf + 1);
  b.writeUInt8(h.kdf.r, OFF.kdf + 2);
  b.writeUInt8(h.kdf.p, OFF.kdf + 3);
  b.set(h.salt, OFF.salt);
  b.writeUInt8(AEAD_AES_256_GCM, OFF.aead);
  b.set(h.nonce, OFF.nonce);
  b.set(h.verifier, OFF.verifier);
  b.writeUInt32BE(sealedLength, OFF.length);
  return b;
}

/** What the verifier's HMAC covers: magic, version, KDF parameters and salt. */
export function verifierInput(kdf: KdfParams, salt: Uint8Array): Buffer {
  const h = encodeHeader({ kdf, salt, nonce: new Uint8Array(NONCE_BYTES), verifier: new Uint8Array(32) }, 0);
  return Buffer.concat([VERIFIER_DOMAIN, h.subarray(0, OFF.aead)]);
}

export function encodeVaultFile(header: Buffer, sealed: Uint8Array): Buffer {
  const body = Buffer.concat([header, sealed]);
  return Buffer.concat([body, createHash('sha256').update(body).digest()]);
}

/**
 * Parses and checks everything that needs no password; throws truncated/tampered/newer.
 * `ignoreChecksum` is for recovery only: GCM authenticates every byte before the trailing
 * SHA-256 (the header is its additional data), so a file whose only damage is in that
 * checksum still opens whole, and nothing else in it goes unchecked.
 */
export function decodeVaultFile(bytes: Uint8Array, opts: { ignoreChecksum?: boolean } = {}): DecodedVault {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < OFF.kdf || !b.subarray(0, 4).equals(MAGIC)) throw vaultErrors.truncated();
  const version = b.readUInt16BE(OFF.version);
  if (version === VAULT_FORMAT_VERSION) {
    if (b.length < OFF.body) throw vaultErrors.truncated();
    const expected = OFF.body + b.readUInt32BE(OFF.length) + CHECKSUM_BYTES;
    if (b.length < expected) throw vaultErrors.truncated();
    if (b.length > expected) throw vaultErrors.tampered();
  }
  if (b.length < OFF.kdf + CHECKSUM_BYTES) throw vaultErrors.truncated();
  const end = b.length - CHECKSUM_BYTES;
  const sum = createHash('sha256').update(b.subarray(0, end)).digest();
  if (!opts.ignoreChecksum && !timingSafeEqual(sum, b.subarray(end))) throw vaultErrors.tampered();
  if (version > VAULT_FORMAT_VERSION) throw vaultErrors.newerVersion();
  if (version !== VAULT_FORMAT_VERSION) throw vaultErrors.tampered();

  const kdf: KdfParams = {
    algorithm: 'scrypt',
    logN: b.readUInt8(OFF.kdf + 1),
    r: b.readUInt8(OFF.kdf + 2),
    p: b.readUInt8(OFF.kdf + 3),
  };
  const sealedLength = end - OFF.body;
  const valid =
    b.readUInt8(OFF.kdf) === KDF_SCRYPT &&
    kdfWithinLimits(kdf) &&
    b.readUInt8(OFF.aead) === AEAD_AES_256_GCM &&
    sealedLength >= TAG_BYTES &&
    sealedLength <= MAX_CIPHERTEXT_BYTES;
  if (!valid) throw vaultErrors.tampered();
  return {
    header: {
      kdf,
      salt: Uint8Array.from(b.subarray(OFF.salt, OFF.salt + SALT_BYTES)),
      nonce: Uint8Array.from(b.subarray(OFF.nonce, OFF.nonce + NONCE_BYTES)),
      verifier: Uint8Array.from(b.subarray(OFF.verifier, OFF.verifier + 32)),
    },
    aad: Uint8Array.from(b.subarray(0, OFF.body)),
    sealed: Uint8Array.from(b.subarray(OFF.body, end)),
  };
}

/** Byte offsets, for tests that flip or cut specific fields. */
export const VAULT_LAYOUT = { ...OFF, checksumBytes: CHECKSUM_BYTES } as const;
