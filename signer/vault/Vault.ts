import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { AttemptCounter } from './attemptCounter';
import { commitTemp, removeStaleTemps, writeFileAtomic, writeTemp } from './atomicWrite';
import { calibrateKdf, type KdfCalibration } from './calibrateKdf';
import { isWeakerKdf, MIN_KDF_PARAMS, type KdfParams } from './kdf';
import { decodeVaultFile } from './format';
import { openVaultFiles, type OpenedVault, type VaultRecovery } from './readVaultFiles';
import { deriveAndCheck, newKeyedHeader, openVault, sealVault, type KeyedHeader } from './vaultCrypto';
import { isVaultError, vaultErrors } from './vaultErrors';

export const VAULT_FILE = 'vault.bin';
export const BACKUP_FILE = 'vault.bin.bak';
export const ATTEMPTS_FILE = 'vault.attempts.json';

export interface VaultOptions {
  dir: string;
  /** Wall clock in ms, for the wrong-password delay. */
  now?: () => number;
  /** Replaces the calibration run at creation and on a KDF upgrade. */
  calibrate?: () => Promise<KdfCalibration>;
  /**
   * INSECURE, tests only: use exactly these KDF parameters for new vaults and as the floor,
   * skipping calibration, so tests do not spend a second per derivation.
   */
  insecureKdfParamsForTests?: KdfParams;
}

export interface UnlockResult {
  /** The decrypted payload. The caller owns it and should `.fill(0)` it after use. */
  payload: Uint8Array;
  /** The main file was missing or damaged; the backup opened and was written back. */
  recoveredFromBackup: boolean;
  /**
   * Set when the main file did not open as it was: what was wrong, which save opened, and
   * where the damaged file was kept. The caller must tell the user; null after a clean unlock.
   */
  recovery: UnlockRecovery | null;
  /** The file had weaker KDF parameters than the floor and was re-encrypted. */
  upgradedKdf: boolean;
}

export interface UnlockRecovery extends VaultRecovery {
  /** name (in the vault folder) of the copy of the damaged main file; absent if it could not be copied */
  keptAs?: string;
}

/** While unlocked the AES key is held, so saves need no KDF run; `lock()` wipes it. */
interface Session {
  key: Buffer;
  header: KeyedHeader;
  fileBytes: Buffer;
}

/**
 * The encrypted vault: one file, its backup and a wrong-password counter in `dir`. Calls run
 * one at a time in call order. See format.ts for the file layout.
 */
export class Vault {
  readonly mainPath: string;
  readonly backupPath: string;
  private readonly attempts: AttemptCounter;
  private session: Session | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Bumped by lock(): an unlock that was running when lock() came must not leave it unlocked. */
  private generation = 0;

  constructor(private readonly opts: VaultOptions) {
    this.mainPath = path.join(opts.dir, VAULT_FILE);
    this.backupPath = path.join(opts.dir, BACKUP_FILE);
    this.attempts = new AttemptCounter(path.join(opts.dir, ATTEMPTS_FILE), opts.now ?? Date.now);
  }

  exists(): boolean {
    return existsSync(this.mainPath) || existsSync(this.backupPath);
  }

  isUnlocked(): boolean {
    return this.session !== null;
  }

  /** KDF parameters of the unlocked vault, or null when locked. */
  kdfParams(): KdfParams | null {
    return this.session ? { ...this.session.header.kdf } : null;
  }

  /** Milliseconds until a password may be tried again, for "try again in N s". */
  retryAfterMs(): Promise<number> {
    return this.serial(() => this.attempts.retryAfterMs());
  }

  /**
   * Creates the vault and leaves it unlocked. Refuses an existing vault unless `replace`.
   * Calibrates the KDF first (about 1–2 s). `payload` stays the caller's to wipe.
   */
  create(password: string, payload: Uint8Array, opts: { replace?: boolean } = {}): Promise<void> {
    const gen = this.generation;
    return this.serial(async () => {
      requirePassword(password);
      if (!opts.replace && this.exists()) throw vaultErrors.exists();
      await mkdir(this.opts.dir, { recursive: true, mode: 0o700 });
      await this.removeStaleTemps();
      const kdf = this.opts.insecureKdfParamsForTests ?? (await this.calibrate()).params;
      const { header, aeadKey } = await newKeyedHeader(password, kdf);
      try {
        const bytes = sealVault(aeadKey, header, payload);
        await this.writeBoth(bytes, aeadKey, payload);
        await this.attempts.reset();
        // A lock() meanwhile leaves the new vault on disk, locked.
        this.install(gen, { key: aeadKey, header, fileBytes: bytes });
      } catch (e) {
        aeadKey.fill(0);
        throw e;
      }
    });
  }

  unlock(password: string): Promise<UnlockResult> {
    // Taken at call time: a lock() issued after this call, even before it runs, wins.
    const gen = this.generation;
    return this.serial(async () => {
      await this.removeStaleTemps();
      const opened = await this.openChecked(password);
      opened.keys.checkKey.fill(0);
      let session: Session = {
        key: opened.keys.aeadKey,
        header: opened.decoded.header,
        fileBytes: opened.bytes,
      };
      try {
        const recovery = opened.recovery ? await this.restoreMain(opened.bytes, opened.recovery) : null;
        const upgraded = await this.upgradeIfWeak(password, session, opened.plaintext);
        if (upgraded) session = upgraded;
        if (!this.install(gen, session)) throw vaultErrors.locked();
        return {
          payload: opened.plaintext,
          recoveredFromBackup: recovery?.restored === 'backup',
          recovery,
          upgradedKdf: !!upgraded,
        };
      } catch (e) {
        session.key.fill(0);
        opened.plaintext.fill(0);
        throw e;
      }
    });
  }

  /**
   * Re-encrypts `payload` under the held key (no KDF run); the previous save becomes the
   * backup. The new file is written beside the main one, read back and decrypted first: the
   * backup is rotated only once the new save verifies, so a failed write never costs the last
   * good save. With `forgetPrevious` (secrets were removed) the previous save is not kept
   * anywhere and both files hold the new document. `payload` stays the caller's to wipe.
   */
  save(payload: Uint8Array, opts: { forgetPrevious?: boolean } = {}): Promise<void> {
    return this.serial(async () => {
      const s = this.session;
      if (!s) throw vaultErrors.locked();
      const bytes = sealVault(s.key, s.header, payload);
      const tmp = await this.writeVerified(bytes, s.key, payload);
      if (opts.forgetPrevious) await this.replaceBoth(tmp, bytes);
      else {
        // the last save that verified (read back at its own save, or opened at unlock)
        await writeFileAtomic(this.backupPath, s.fileBytes).catch(async (e: unknown) => {
          await rm(tmp, { force: true });
          throw e;
        });
        await commitTemp(tmp, this.mainPath);
      }
      s.fileBytes = bytes;
    });
  }

  /**
   * New salt and key under `newPassword`; works locked or unlocked (and stays so). Both
   * files are rewritten, so no copy under the old password is left behind.
   */
  changePassword(oldPassword: string, newPassword: string): Promise<void> {
    return this.serial(async () => {
      requirePassword(newPassword);
      const opened = await this.openChecked(oldPassword);
      opened.keys.aeadKey.fill(0);
      opened.keys.checkKey.fill(0);
      try {
        const kdf = await this.targetKdf(opened.decoded.header.kdf);
        const next = await this.rekey(newPassword, kdf, opened.plaintext);
        if (this.session) this.replaceSession(next);
        else next.key.fill(0);
      } finally {
        opened.plaintext.fill(0);
      }
    });
  }

  /** Re-asks the password of the unlocked vault (reveal phrase); counts toward the delay. */
  verifyPassword(password: string): Promise<void> {
    return this.serial(async () => {
      const s = this.session;
      if (!s) throw vaultErrors.locked();
      await this.checkAttempts(async () => {
        const keys = await deriveAndCheck(password, s.header);
        keys.aeadKey.fill(0);
        keys.checkKey.fill(0);
      });
    });
  }

  /** Drops and zero-fills the held key at once, even while another call is running. */
  lock(): void {
    this.generation++;
    this.replaceSession(null);
  }

  private async openChecked(password: string): Promise<OpenedVault> {
    requirePassword(password);
    return this.checkAttempts(() => openVaultFiles(this.mainPath, this.backupPath, password));
  }

  /** The delay gate: a refused try runs no KDF; a wrong password is counted; success resets. */
  private async checkAttempts<T>(attempt: () => Promise<T>): Promise<T> {
    const wait = await this.attempts.retryAfterMs();
    if (wait > 0) throw vaultErrors.lockout(wait);
    let result: T;
    try {
      result = await attempt();
    } catch (e) {
      if (!isVaultError(e, 'wrong-password')) throw e;
      throw vaultErrors.wrongPassword(await this.attempts.recordFailure());
    }
    await this.attempts.reset();
    return result;
  }

  /**
   * A failed upgrade (disk full, read-only folder) does not block the unlock: the vault
   * stays on its old parameters and the next unlock tries again.
   */
  private async upgradeIfWeak(password: string, s: Session, plaintext: Uint8Array): Promise<Session | null> {
    const kdf = await this.targetKdf(s.header.kdf);
    if (kdf === s.header.kdf) return null;
    try {
      const next = await this.rekey(password, kdf, plaintext);
      s.key.fill(0);
      return next;
    } catch {
      return null;
    }
  }

  /** `current` itself when it meets the floor, else freshly calibrated parameters. */
  private async targetKdf(current: KdfParams): Promise<KdfParams> {
    const floor = this.opts.insecureKdfParamsForTests ?? MIN_KDF_PARAMS;
    if (!isWeakerKdf(current, floor)) return current;
    return this.opts.insecureKdfParamsForTests ?? (await this.calibrate()).params;
  }

  private async rekey(password: string, kdf: KdfParams, plaintext: Uint8Array): Promise<Session> {
    const { header, aeadKey } = await newKeyedHeader(password, kdf);
    try {
      const bytes = sealVault(aeadKey, header, plaintext);
      await this.writeBoth(bytes, aeadKey, plaintext);
      return { key: aeadKey, header, fileBytes: bytes };
    } catch (e) {
      aeadKey.fill(0);
      throw e;
    }
  }

  /**
   * Writes `bytes` to a temp file beside the main one, reads it back and decrypts it with
   * `key`: it must hold exactly `plaintext`. Returns the temp file for commitTemp; on any
   * failure the temp file is gone and nothing else was touched.
   */
  private async writeVerified(bytes: Buffer, key: Uint8Array, plaintext: Uint8Array): Promise<string> {
    const tmp = await writeTemp(this.mainPath, bytes);
    try {
      const back = await readFile(tmp);
      let opened: Buffer | null = null;
      try {
        opened = back.equals(bytes) ? openVault(key, decodeVaultFile(back)) : null;
      } catch {
        opened = null;
      }
      const same = opened !== null && opened.equals(plaintext);
      opened?.fill(0);
      if (!same) throw vaultErrors.writeFailed();
      return tmp;
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  /** Main first: a crash in between leaves the new vault in place and an older backup. */
  private async writeBoth(bytes: Buffer, key: Uint8Array, plaintext: Uint8Array): Promise<void> {
    await commitTemp(await this.writeVerified(bytes, key, plaintext), this.mainPath);
    await writeFileAtomic(this.backupPath, bytes);
  }

  /**
   * The backup goes first, so that at no point does the new main file sit beside a backup
   * that still holds what the user removed. A crash before the main file is renamed leaves
   * the old main alone (the removal visibly did not happen); after it, the next save writes
   * a backup again. `tmp` holds `bytes`, already verified.
   */
  private async replaceBoth(tmp: string, bytes: Buffer): Promise<void> {
    await rm(this.backupPath, { force: true });
    await commitTemp(tmp, this.mainPath);
    await writeFileAtomic(this.backupPath, bytes);
  }

  /**
   * After a recovery: the damaged main file is copied aside first (never replaced unseen),
   * then the save that opened becomes the main file again. The backup is left as it is.
   * Best effort: if the write fails, the next save writes both files anyway.
   */
  private async restoreMain(bytes: Buffer, recovery: VaultRecovery): Promise<UnlockRecovery> {
    const out: UnlockRecovery = { ...recovery };
    if (recovery.problem === 'damaged') {
      const keptAs = await this.keepDamaged();
      if (keptAs) out.keptAs = keptAs;
    }
    await writeFileAtomic(this.mainPath, bytes).catch(() => undefined);
    return out;
  }

  /** Copies the main file to `vault.bin.damaged-<UTC time>`; the name, or null if it could not. */
  private async keepDamaged(): Promise<string | null> {
    const stamp = new Date((this.opts.now ?? Date.now)()).toISOString().replace(/[-:]|\.\d+/g, '');
    for (let n = 0; n < 100; n++) {
      const name = `${VAULT_FILE}.damaged-${stamp}${n ? `-${n}` : ''}`;
      try {
        await copyFile(this.mainPath, path.join(this.opts.dir, name), constants.COPYFILE_EXCL);
        return name;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return null;
      }
    }
    return null;
  }

  private async removeStaleTemps(): Promise<void> {
    for (const f of [VAULT_FILE, BACKUP_FILE, ATTEMPTS_FILE]) await removeStaleTemps(this.opts.dir, f);
  }

  private calibrate(): Promise<KdfCalibration> {
    return (this.opts.calibrate ?? calibrateKdf)();
  }

  /** Holds `s` unless lock() was called since `gen`; then wipes its key and returns false. */
  private install(gen: number, s: Session): boolean {
    if (gen !== this.generation) {
      s.key.fill(0);
      return false;
    }
    this.replaceSession(s);
    return true;
  }

  private replaceSession(s: Session | null): void {
    if (this.session && this.session.key !== s?.key) this.session.key.fill(0);
    this.session = s;
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function requirePassword(password: string): void {
  if (typeof password !== 'string' || password.length === 0) throw vaultErrors.emptyPassword();
}
