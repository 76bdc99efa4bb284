import { AppError } from '../../../shared/errors';
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

/** What the session opens at unlock and closes at lock: the encrypted cache. */
export interface CacheLifecycle {
  open(cacheKey: string): Promise<void>;
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

  async unlock(password: string): Promise<void> {
    // Already open: answering "unlocked" to any password would let a caller probe nothing,
    // but it would also say yes to a wrong one; refuse plainly instead.
    if (this.unlocked) throw new AppError('RULE', 'The wallet is already unlocked');
    await this.secondGate();
    const r = await this.signer.call('unlock', { password });
    await this.opened(r);
  }

  /** After unlock, or after the first wallet created the vault (already open in the signer). */
  async opened(r: { cacheKey: string; state: WalletsState }): Promise<void> {
    await this.cache.open(r.cacheKey);
    this.wallets.setState(r.state);
    await this.wallets.resetPrivacyWallets();
    this.unlocked = true;
    this.autoLock.start();
    this.events.emit('lock.changed', { locked: false });
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
