// Helpers for the vault's own tests (not used by the signer at run time).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { decodeVaultFile } from '../../signer/vault/format';
import { wipeKeys, type KdfParams } from '../../signer/vault/kdf';
import { deriveAndCheck, openVault } from '../../signer/vault/vaultCrypto';

/** 1 MiB scrypt, a few ms: far below the floor, for tests that are not about the KDF. */
export const WEAK_TEST_KDF: KdfParams = Object.freeze({ algorithm: 'scrypt', logN: 10, r: 8, p: 1 });

export function makeTempDirs(): { make: () => string; cleanup: () => void } {
  const dirs: string[] = [];
  return {
    make: () => {
      const d = mkdtempSync(path.join(os.tmpdir(), 'vault-'));
      dirs.push(d);
      return d;
    },
    cleanup: () => {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

export function flipByte(file: string, index: number): void {
  const b = readFileSync(file);
  b[index] = b[index]! ^ 0x01;
  writeFileSync(file, b);
}

/** Rewrites the trailing SHA-256 so only the GCM tag or the verifier can notice an edit. */
export function resealChecksum(bytes: Buffer): Buffer {
  const end = bytes.length - 32;
  const out = Buffer.from(bytes);
  createHash('sha256').update(out.subarray(0, end)).digest().copy(out, end);
  return out;
}

export const bytesOf = (s: string): Uint8Array => new TextEncoder().encode(s);
export const textOf = (b: Uint8Array): string => new TextDecoder().decode(b);

/**
 * Decrypts one vault file as it lies on disk, bypassing the Vault class, so a test can see
 * exactly what an attacker holding the file and the password would find in it.
 */
export async function decryptVaultFile(file: string, password: string): Promise<string> {
  const decoded = decodeVaultFile(readFileSync(file));
  const keys = await deriveAndCheck(password, decoded.header);
  try {
    return textOf(openVault(keys.aeadKey, decoded));
  } finally {
    wipeKeys(keys);
  }
}
