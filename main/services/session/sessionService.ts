import { AppError } from '../../../shared/errors';
import type { UnlockReport } from '../../../shared/contract/wallets';
import type { SignerUnlockReport } from '../../../shared/signer/unlockReport';
import type { WalletsState } from '../../../shared/wallets';
import type { EventBus } from '../../ipc/events';
import type { SignerClient } from '../../signer/client';
import type { WalletService } from '../wallets/walletService';
import { AutoLock } from './autoLock';

/** OS biometrics as a second gate in front of the password; never a way to decrypt. */
export interface Biometrics {
  available(): boolean;
  /** resolves when the user passed, rejects otherwise */
  prompt(reason: string): Promise<void>;
}

/** The wallets the cache held when it opened (from the last session), and whether it was reset. */
export interface OpenedCache {
  reset: boolean;
  wallets: { id: string; name: string }[];
}

/** What the session opens at unlock and closes at lock: the encrypted cache. */
export interface CacheLifecycle {
  /** test doubles may answer nothing: the unlock report then cannot name missing wallets */
  open(cacheKey: string): Promise<OpenedCache | undefined>;
  rekey(cacheKey: string): Promise<void>;
  close(): void;
}

/**
 * Locked or unlocked, and everything that follows from it. Unlock opens the vault in the
 * signer, then the cache with the key the signer gives; lock undoes both and tells the UI,
 * which drops everything it had.
 */
export class SessionService {
  private unlocked = false;
  readonly autoLock: AutoLock;

  constructor(
    private readonly signer: SignerClient,
    private readonly events: EventBus,
    private readonly wallets: WalletService,
    private readonly cache: CacheLifecycle,
    lockMinutes: () => number,
    private readonly secondGate: () => Promise<void> = async () => undefined,
  ) {
    this.autoLock = new AutoLock(lockMinutes, () => void this.lock());
  }

  get isUnlocked(): boolean {
    return this.unlocked;
  }

  /** Returns what the user must be told (a vault restored from an older save, a damaged journal), or null. */
  async unlock(password: string): Promise<UnlockReport | null> {
    // Already open: answering "unlocked" to any password would let a caller probe nothing,
    // but it would also say yes to a wrong one; refuse plainly instead.
    if (this.unlocked) throw new AppError('RULE', 'The wallet is already unlocked');
    await this.secondGate();
    const r = await this.signer.call('unlock', { password });
    return this.opened(r);
  }

  /**
   * After unlock, or after the first wallet created the vault (already open in the signer).
   * The cache still holds the wallets of the last session until the vault's state is mirrored
   * into it: that is where the names of wallets a restored save lacks are read.
   */
  async opened(r: {
    cacheKey: string;
    state: WalletsState;
    report?: SignerUnlockReport;
  }): Promise<UnlockReport | null> {
    const cached = await this.cache.open(r.cacheKey);
    const report = r.report ? unlockReport(r.report, r.state, cached ?? null) : null;
    this.wallets.setState(r.state);
    await this.wallets.resetPrivacyWallets();
    this.unlocked = true;
    this.autoLock.start();
    this.events.emit('lock.changed', { locked: false });
    return report;
  }

  /** Safe to call in any state, and when the signer is down (it then holds nothing anyway). */
  async lock(): Promise<void> {
    const was = this.dropLocal();
    try {
      if (this.signer.state === 'ready') await this.signer.call('lock', {});
    } catch {
      // a signer that cannot answer is restarted, and a restarted signer is locked
    }
    if (was) this.events.emit('lock.changed', { locked: true });
  }

  /** Local half of a lock, when the signer died: nothing to ask it. */
  lockLocal(): void {
    if (this.dropLocal()) this.events.emit('lock.changed', { locked: true });
  }

  /** Forgets everything main held while unlocked; true when it was unlocked. */
  private dropLocal(): boolean {
    const was = this.unlocked;
    this.unlocked = false;
    this.autoLock.stop();
    this.wallets.setState(null);
    this.cache.close();
    return was;
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    if (!this.unlocked) throw new AppError('LOCKED', 'The wallet is locked');
    const { cacheKey } = await this.signer.call('changePassword', { oldPassword, newPassword });
    await this.cache.rekey(cacheKey);
  }

  requireUnlocked(): void {
    if (!this.unlocked) throw new AppError('LOCKED', 'The wallet is locked');
  }
}

/**
 * The signer's report with names: a wallet in main's cache (the state after the last save main
 * saw) that the restored state lacks was lost with the damaged save. When the cache was reset
 * (it did not open with the restored save's key) there is nothing to compare with.
 */
export function unlockReport(
  signer: SignerUnlockReport,
  state: WalletsState,
  cached: OpenedCache | null,
): UnlockReport | null {
  const out: UnlockReport = {};
  if (signer.vault) {
    const compared = cached !== null && !cached.reset;
    const have = new Set(state.wallets.map((w) => w.id));
    const missingWallets = compared ? cached.wallets.filter((w) => !have.has(w.id)).map((w) => w.name) : [];
    out.vault = { ...signer.vault, missingWallets, compared };
  }
  if (signer.journal) out.journal = signer.journal;
  return out.vault || out.journal ? out : null;
}
