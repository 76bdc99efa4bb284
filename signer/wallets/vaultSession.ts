import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors';
import type { SignerParams, SignerResult } from '../../shared/signer/protocol';
import type { JournalDamage, SignerUnlockReport } from '../../shared/signer/unlockReport';
import type { WalletsState } from '../../shared/wallets/types';
import { JOURNAL_FILE } from '../journal/journalLog';
import { SigningJournal } from '../journal/signingJournal';
import { JsonVault, Vault, type VaultOptions } from '../vault';
import { VaultPayloadSchema, type VaultPayload } from './payload';

export const newCacheKey = () => randomBytes(32).toString('hex');

/**
 * The vault and, while unlocked, its document and the signing journal: unlock, lock, the
 * password, and the writes. The strings inside the document are JS strings and cannot be
 * zeroed, which is why they never leave this process; locking drops them.
 */
export class VaultSession {
  private readonly vault: JsonVault<typeof VaultPayloadSchema>;
  private payload: VaultPayload | null = null;
  /** what this vault's signer signed; opened at unlock or at the first signature after it */
  private journal: SigningJournal | null = null;

  constructor(private readonly options: VaultOptions) {
    this.vault = new JsonVault(new Vault(options), VaultPayloadSchema);
  }

  status(): SignerResult<'status'> {
    return { locked: this.payload === null, hasVault: this.exists() };
  }

  exists(): boolean {
    return this.vault.vault.exists();
  }

  /**
   * Opens the vault and reads the signing journal. Whatever did not open as it was (a damaged
   * vault file replaced by an older save, journal records that cannot be read) comes back in
   * `report`, for main to tell the user: nothing is lost silently.
   */
  async unlock(password: string): Promise<SignerResult<'unlock'>> {
    const { value, recovery } = await this.vault.unlock(password);
    this.payload = value;
    const report: SignerUnlockReport = {};
    if (recovery) report.vault = recovery;
    const journal = await this.journalDamage(value);
    if (journal) report.journal = journal;
    return {
      cacheKey: value.cacheKey,
      state: value.state,
      ...(report.vault || report.journal ? { report } : {}),
    };
  }

  /**
   * The journal is read at unlock rather than at the first signature, so that records it cannot
   * read are reported now, not found missing when the user asks for a speed-up. Without a
   * journal key (a vault restored from a save older than the key) no record on disk can be
   * read: each is reported. A journal that cannot be opened now is tried again at the first
   * signature, as before.
   */
  private async journalDamage(payload: VaultPayload): Promise<JournalDamage | undefined> {
    const dir = this.options.dir;
    const now = (this.options.now ?? Date.now)();
    const walletIds = new Set(payload.state.wallets.map((w) => w.id));
    try {
      if (payload.journalKey) {
        this.journal?.close();
        this.journal = await SigningJournal.open(dir, payload.journalKey, walletIds, now);
        return this.journal.damage ?? undefined;
      }
      if (!existsSync(path.join(dir, JOURNAL_FILE))) return undefined;
      const unreadable = await SigningJournal.open(dir, randomBytes(32).toString('hex'), walletIds, now);
      unreadable.close();
      return unreadable.damage ?? undefined;
    } catch {
      this.journal = null;
      return undefined;
    }
  }

  /** Locks the vault and drops the document and the journal (the wallet store wipes the seeds). */
  lock(): void {
    this.vault.vault.lock();
    this.payload = null;
    this.journal?.close();
    this.journal = null;
  }

  unlocked(): VaultPayload {
    if (!this.payload) throw new AppError('LOCKED', 'The wallet is locked');
    return this.payload;
  }

  /** The first wallet: the vault file is created with the password chosen for it. */
  async create(password: string, payload: VaultPayload): Promise<void> {
    await this.vault.create(password, payload);
    this.payload = payload;
  }

  /** Checked against the vault, with the same wrong-password delay as unlock. */
  async verifyPassword(password: string): Promise<void> {
    await this.vault.vault.verifyPassword(password);
  }

  /** One atomic write of the whole document; `forgetPrevious` keeps it out of the backup file too. */
  async save(next: VaultPayload, opts?: { forgetPrevious: boolean }): Promise<void> {
    await this.vault.save(next, opts);
    this.payload = next;
  }

  /** A removed wallet's signed transactions leave the journal with it. */
  async keepJournalOf(state: WalletsState): Promise<void> {
    await this.journal?.keepWallets(new Set(state.wallets.map((w) => w.id)));
  }

  /**
   * The journal's key lives in the vault, so only this process can read or add records; a
   * vault from before the journal gets one at its first signature.
   */
  async openJournal(): Promise<SigningJournal> {
    if (this.journal) return this.journal;
    let payload = this.unlocked();
    if (!payload.journalKey) {
      payload = { ...payload, journalKey: randomBytes(32).toString('hex') };
      await this.save(payload);
    }
    const wallets = new Set(payload.state.wallets.map((w) => w.id));
    this.journal = await SigningJournal.open(this.options.dir, payload.journalKey!, wallets, Date.now());
    return this.journal;
  }

  /** The journal when unlock or a signature opened it; before any signature there may be none. */
  openedJournal(): SigningJournal | null {
    return this.journal;
  }

  async changePassword(p: SignerParams<'changePassword'>): Promise<SignerResult<'changePassword'>> {
    const current = this.unlocked();
    await this.vault.vault.changePassword(p.oldPassword, p.newPassword);
    // A new cache key with the new password: whoever had the old password cannot read the cache.
    const next: VaultPayload = { ...current, cacheKey: newCacheKey() };
    await this.save(next);
    return { cacheKey: next.cacheKey };
  }
}
