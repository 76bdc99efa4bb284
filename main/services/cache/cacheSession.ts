import path from 'node:path';
import { AppError } from '../../../shared/errors';
import type { WalletsState } from '../../../shared/wallets';
import { openOrResetCache, type Cache } from '../../cache';
import type { CacheLifecycle, OpenedCache } from '../session/sessionService';
import { mirrorWalletState } from './mirrorWalletState';

export const CACHE_FILE = 'cache.sqlite';

/**
 * The encrypted cache while unlocked. A file that does not open with the vault's key (a
 * vault restored from backup, a damaged file) is deleted and rebuilt: it holds nothing that
 * the vault and the chains cannot give back.
 */
export class CacheSession implements CacheLifecycle {
  private cache: Cache | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly nativeBinding?: string,
  ) {}

  get file(): string {
    return path.join(this.dataDir, CACHE_FILE);
  }

  /** Also returns the wallets the cache held from the last session, before the vault's state is mirrored. */
  async open(cacheKey: string): Promise<OpenedCache> {
    this.close();
    const key = Buffer.from(cacheKey, 'hex');
    try {
      const r = openOrResetCache({
        file: this.file,
        key,
        ...(this.nativeBinding ? { nativeBinding: this.nativeBinding } : {}),
      });
      this.cache = r.cache;
      return { reset: r.reset, wallets: r.cache.wallets.list().map((w) => ({ id: w.id, name: w.name })) };
    } finally {
      key.fill(0);
    }
  }

  async rekey(cacheKey: string): Promise<void> {
    const key = Buffer.from(cacheKey, 'hex');
    try {
      this.current().rekey(key);
    } catch {
      // A half-done rekey leaves a file we cannot trust: start over from the vault.
      this.close();
      await this.open(cacheKey);
    } finally {
      key.fill(0);
    }
  }

  close(): void {
    this.cache?.close();
    this.cache = null;
  }

  current(): Cache {
    if (!this.cache) throw new AppError('LOCKED', 'The wallet is locked');
    return this.cache;
  }

  get isOpen(): boolean {
    return this.cache !== null;
  }

  mirror(state: WalletsState): void {
    if (this.cache) mirrorWalletState(this.cache, state);
  }
}
