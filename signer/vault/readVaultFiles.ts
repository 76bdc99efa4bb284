import { readFile } from 'node:fs/promises';
import { decodeVaultFile, encodeVaultFile, type DecodedVault } from './format';
import type { DerivedKeys } from './kdf';
import { deriveAndCheck, openVault } from './vaultCrypto';
import { isVaultError, vaultErrors, type VaultError } from './vaultErrors';

/**
 * What went wrong with the main file and which save opened instead:
 * - `latest`: only the main file's trailing checksum was wrong; GCM verified every other byte,
 *   so the newest save opened whole and nothing is lost;
 * - `backup`: the main file did not open; the backup, one save older, did. Whatever the last
 *   save added (a new wallet, a new name) is not in it.
 */
export interface VaultRecovery {
  problem: 'damaged' | 'missing';
  restored: 'latest' | 'backup';
}

export interface OpenedVault {
  plaintext: Buffer;
  keys: DerivedKeys;
  decoded: DecodedVault;
  /** The bytes to keep as the main file: what opened, with its checksum made whole again. */
  bytes: Buffer;
  /** null when the main file opened as it is */
  recovery: VaultRecovery | null;
}

/**
 * Opens the newest save that verifies: the main file; else the main file again if only its
 * trailing checksum is damaged (GCM covers the rest); else the backup. A wrong password is
 * final for a file that opened its header cleanly: it never falls through to the backup,
 * which would only run the KDF twice for the same answer.
 */
export async function openVaultFiles(
  mainPath: string,
  backupPath: string,
  password: string,
): Promise<OpenedVault> {
  let mainError: VaultError | null = null;
  const main = await readOrNull(mainPath).catch((e: VaultError) => {
    mainError = e;
    return null;
  });
  if (main) {
    try {
      return await openBytes(main, password, null);
    } catch (e) {
      if (!isCorruption(e)) throw e;
      mainError = e;
    }
    try {
      const opened = await openBytes(main, password, { problem: 'damaged', restored: 'latest' }, true);
      return { ...opened, bytes: encodeVaultFile(Buffer.from(opened.decoded.aad), opened.decoded.sealed) };
    } catch (e) {
      // Any failure here (a damaged header reads as a wrong password or a newer version): try the backup.
      if (!isVaultError(e)) throw e;
    }
  }
  const problem = mainError ? 'damaged' : 'missing';
  try {
    const backup = await readOrNull(backupPath);
    if (backup) return await openBytes(backup, password, { problem, restored: 'backup' });
  } catch (e) {
    if (!isCorruption(e)) throw e;
    mainError ??= e;
  }
  throw mainError ?? vaultErrors.missing();
}

async function openBytes(
  bytes: Buffer,
  password: string,
  recovery: VaultRecovery | null,
  ignoreChecksum = false,
): Promise<OpenedVault> {
  const decoded = decodeVaultFile(bytes, { ignoreChecksum });
  const keys = await deriveAndCheck(password, decoded.header);
  try {
    const plaintext = openVault(keys.aeadKey, decoded);
    return { plaintext, keys, decoded, bytes, recovery };
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
