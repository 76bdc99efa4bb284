import { readFile } from 'node:fs/promises';
import { decodeVaultFile, type DecodedVault } from './format';
import type { DerivedKeys } from './kdf';
import { deriveAndCheck, openVault } from './vaultCrypto';
import { isVaultError, vaultErrors, type VaultError } from './vaultErrors';

export interface OpenedVault {
  plaintext: Buffer;
  keys: DerivedKeys;
  decoded: DecodedVault;
  /** The exact file bytes that opened (restored to the main file after a recovery). */
  bytes: Buffer;
  fromBackup: boolean;
}

/**
 * Opens the main file, or the backup when the main file is missing, truncated or fails its
 * integrity check. A wrong password is final: it never falls through to the backup, which
 * would only run the KDF twice for the same answer.
 */
export async function openVaultFiles(
  mainPath: string,
  backupPath: string,
  password: string,
): Promise<OpenedVault> {
  let firstError: VaultError | null = null;
  for (const [file, fromBackup] of [
    [mainPath, false],
    [backupPath, true],
  ] as const) {
    try {
      const bytes = await readOrNull(file);
      if (!bytes) continue;
      return await openBytes(bytes, password, fromBackup);
    } catch (e) {
      if (!isCorruption(e)) throw e;
      firstError ??= e;
    }
  }
  throw firstError ?? vaultErrors.missing();
}

async function openBytes(bytes: Buffer, password: string, fromBackup: boolean): Promise<OpenedVault> {
  const decoded = decodeVaultFile(bytes);
  const keys = await deriveAndCheck(password, decoded.header);
  try {
    const plaintext = openVault(keys.aeadKey, decoded);
    return { plaintext, keys, decoded, bytes, fromBackup };
  } catch (e) {
    keys.aeadKey.fill(0);
    keys.checkKey.fill(0);
    throw e;
  }
}

/** A newer version is not damage: falling back to an older backup would then overwrite it. */
function isCorruption(e: unknown): e is VaultError {
  return isVaultError(e, 'tampered') || isVaultError(e, 'truncated');
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Permission or I/O errors: the file is there but unreadable, which is what we report.
    throw vaultErrors.truncated();
  }
}
