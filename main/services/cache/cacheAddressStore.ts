import { setKeyOf } from '../../../shared/wallets/derived/derivedRules';
import type { AddressStore } from '../wallets/addressService';
import type { CacheSession } from './cacheSession';

/** the cache keeps a shared set (EVM's one list for 16 networks) under its set key */
const setOf = setKeyOf;

/**
 * Derived addresses kept in the encrypted cache across sessions, with an in-memory index so
 * a coin list never queries SQLite per coin. Loaded per (wallet, set) on first use.
 */
export class CacheAddressStore implements AddressStore {
  private readonly memo = new Map<string, Map<string, string>>();

  constructor(private readonly session: CacheSession) {}

  private setMap(walletId: string, chainName: string): Map<string, string> {
    const key = `${walletId}|${setOf(chainName)}`;
    let m = this.memo.get(key);
    if (!m) {
      m = new Map();
      if (this.session.isOpen)
        for (const row of this.session.current().derived.list(walletId, setOf(chainName)))
          m.set(row.derivePath, row.address);
      this.memo.set(key, m);
    }
    return m;
  }

  get(walletId: string, chainName: string, path: string): string | undefined {
    return this.setMap(walletId, chainName).get(path);
  }

  put(
    walletId: string,
    rows: readonly { chainName: string; path: string; address: string; publicKey?: string; index?: number }[],
  ): void {
    const bySet = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) {
      this.setMap(walletId, r.chainName).set(r.path, r.address);
      const set = setOf(r.chainName);
      bySet.set(set, [...(bySet.get(set) ?? []), r]);
    }
    if (!this.session.isOpen) return;
    const cache = this.session.current();
    cache.transaction(() => {
      for (const [set, list] of bySet)
        cache.derived.addMany(
          walletId,
          set,
          list.map((r) => ({
            address: r.address,
            derivePath: r.path,
            addressIndex: null,
            publicKey: r.publicKey ?? null,
            isCustom: false,
          })),
        );
    });
  }

  clear(): void {
    this.memo.clear();
  }
}
