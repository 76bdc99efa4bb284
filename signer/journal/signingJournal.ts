import { constants, copyFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors';
import { journalHash, type JournalEntry } from './journalEntry';
import { appendRecord, JOURNAL_FILE, readJournal, rewriteJournal, type JournalDamage } from './journalLog';

/** What open() found unreadable, and where the file as it was is kept. */
export interface JournalDamageReport extends JournalDamage {
  /** name (beside the journal) of the copy of the damaged file; absent if it could not be copied */
  keptAs?: string;
}

/** Replacements only matter while a transaction is unconfirmed; a year of records is plenty. */
export const JOURNAL_MAX_AGE_MS = 365 * 24 * 3600 * 1000;
/** Bounds the file and the unlock-time read; the oldest records go first. */
export const JOURNAL_MAX_ENTRIES = 5000;

const keyOf = (walletId: string, chainName: string, hash: string): string =>
  `${walletId}|${chainName}|${journalHash(hash)}`;

/**
 * The signer's record of every transaction it signed, per vault session: opened at the first
 * signature after unlock with the key kept in the vault, closed (key wiped) at lock.
 */
export class SigningJournal {
  private readonly byKey = new Map<string, JournalEntry>();

  private constructor(
    private readonly file: string,
    private readonly key: Buffer,
    entries: readonly JournalEntry[],
    /** records open() could not read: their transactions lost speed-up and cancel */
    readonly damage: JournalDamageReport | null = null,
  ) {
    for (const e of entries) this.byKey.set(keyOf(e.walletId, e.chainName, e.hash), e);
  }

  /**
   * Reads the file, keeping the records of `walletIds` younger than the age limit (newest
   * `JOURNAL_MAX_ENTRIES`); rewrites it when anything was dropped, so a deleted wallet's
   * transactions leave the disk at the next unlock at the latest. A damaged file is copied
   * aside (`journal.log.damaged-<UTC time>`) before that rewrite and reported in `damage`.
   */
  static async open(
    dir: string,
    keyHex: string,
    walletIds: ReadonlySet<string>,
    now: number,
  ): Promise<SigningJournal> {
    const file = path.join(dir, JOURNAL_FILE);
    const key = Buffer.from(keyHex, 'hex');
    const { entries, damage } = readJournal(file, key);
    const kept = entries
      .filter((e) => walletIds.has(e.walletId) && now - e.at <= JOURNAL_MAX_AGE_MS)
      .slice(-JOURNAL_MAX_ENTRIES);
    let report: JournalDamageReport | null = null;
    if (damage) {
      console.error(`signing journal: ${damage.records} damaged record(s) skipped`);
      const keptAs = keepDamaged(file, now);
      report = keptAs ? { ...damage, keptAs } : damage;
    }
    if (kept.length !== entries.length || damage) await rewriteJournal(file, key, kept);
    return new SigningJournal(file, key, kept, report);
  }

  /** The record of `hash` signed for this wallet on this chain, or null: never a record of another wallet. */
  find(walletId: string, chainName: string, hash: string): JournalEntry | null {
    return this.byKey.get(keyOf(walletId, chainName, hash)) ?? null;
  }

  /** This wallet's records on this chain, oldest first. */
  entriesOf(walletId: string, chainName: string): JournalEntry[] {
    return [...this.byKey.values()].filter((e) => e.walletId === walletId && e.chainName === chainName);
  }

  /** Written to disk before it returns; a failed write means the signature is not released. */
  record(entry: JournalEntry): void {
    try {
      appendRecord(this.file, this.key, entry);
    } catch {
      throw new AppError('INTERNAL', 'The signer could not record the transaction; nothing was signed');
    }
    this.byKey.set(keyOf(entry.walletId, entry.chainName, entry.hash), entry);
  }

  /** Drops the records of wallets no longer in the vault. */
  async keepWallets(walletIds: ReadonlySet<string>): Promise<void> {
    const all = [...this.byKey.values()];
    const kept = all.filter((e) => walletIds.has(e.walletId));
    if (kept.length === all.length) return;
    this.byKey.clear();
    for (const e of kept) this.byKey.set(keyOf(e.walletId, e.chainName, e.hash), e);
    await rewriteJournal(this.file, this.key, kept);
  }

  close(): void {
    this.key.fill(0);
    this.byKey.clear();
  }
}

/** Copies the damaged journal aside before it is rewritten; the copy's name, or null. */
function keepDamaged(file: string, now: number): string | null {
  const stamp = new Date(now).toISOString().replace(/[-:]|\.\d+/g, '');
  for (let n = 0; n < 100; n++) {
    const name = `${path.basename(file)}.damaged-${stamp}${n ? `-${n}` : ''}`;
    try {
      copyFileSync(file, path.join(path.dirname(file), name), constants.COPYFILE_EXCL);
      return name;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return null;
    }
  }
  return null;
}
