import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  encodeHeader,
  encodeVaultFile,
  NONCE_BYTES,
  SALT_BYTES,
  TAG_BYTES,
  verifierInput,
  type DecodedVault,
} from './format';
import { deriveKeys, wipeKeys, type DerivedKeys, type KdfParams } from './kdf';
import { vaultErrors } from './vaultErrors';

/** What stays fixed between saves under one password: KDF parameters, salt and verifier. */
export interface KeyedHeader {
  kdf: KdfParams;
  salt: Uint8Array;
  verifier: Uint8Array;
}

export function computeVerifier(checkKey: Uint8Array, kdf: KdfParams, salt: Uint8Array): Buffer {
  return createHmac('sha256', checkKey).update(verifierInput(kdf, salt)).digest();
}

/** A fresh salt and keys for `password`; the caller owns (and wipes) `aeadKey`. */
export async function newKeyedHeader(
  password: string,
  kdf: KdfParams,
): Promise<{ header: KeyedHeader; aeadKey: Buffer }> {
  const salt = randomBytes(SALT_BYTES);
  const keys = await deriveKeys(password, salt, kdf);
  const verifier = computeVerifier(keys.checkKey, kdf, salt);
  keys.checkKey.fill(0);
  return { header: { kdf: { ...kdf }, salt, verifier }, aeadKey: keys.aeadKey };
}

/**
 * Runs the KDF and compares the verifier in constant time. A mismatch is a wrong password;
 * the keys are wiped before throwing.
 */
export async function deriveAndCheck(password: string, h: KeyedHeader): Promise<DerivedKeys> {
  const keys = await deriveKeys(password, h.salt, h.kdf);
  const expected = computeVerifier(keys.checkKey, h.kdf, h.salt);
  if (!timingSafeEqual(expected, h.verifier)) {
    wipeKeys(keys);
    throw vaultErrors.wrongPassword(0);
  }
  return keys;
}

/** Encrypts with a fresh random nonce (GCM's 2^32-message bound is far beyond any save count). */
export function sealVault(aeadKey: Uint8Array, h: KeyedHeader, plaintext: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const header = encodeHeader({ ...h, nonce }, plaintext.length + TAG_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aeadKey, nonce);
  cipher.setAAD(header);
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return encodeVaultFile(header, ct);
}

/** Decrypts an already decoded file; a failed tag means the file was altered. */
export function openVault(aeadKey: Uint8Array, v: DecodedVault): Buffer {
  const ctLen = v.sealed.length - TAG_BYTES;
  const decipher = createDecipheriv('aes-256-gcm', aeadKey, v.header.nonce);
  decipher.setAAD(v.aad);
  decipher.setAuthTag(v.sealed.subarray(ctLen));
  const out = Buffer.alloc(ctLen);
  const part = decipher.update(v.sealed.subarray(0, ctLen));
  part.copy(out);
  part.fill(0);
  try {
    decipher.final();
  } catch {
    out.fill(0);
    throw vaultErrors.tampered();
  }
  return out;
}
