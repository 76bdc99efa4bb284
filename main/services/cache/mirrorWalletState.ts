import type { WalletsState } from '../../../shared/wallets';
import type { Cache } from '../../cache';

/**
 * Copies the vault's public wallet state into the cache tables, in one transaction. The vault
 * is the source of truth; the tables exist so addresses, history and prices can hang off
 * wallets and coins by foreign key, and vanish with them (ON DELETE CASCADE).
 */
export function mirrorWalletState(cache: Cache, state: WalletsState): void {
  cache.transaction(() => {
    const keep = new Set(state.wallets.map((w) => w.id));
    for (const w of cache.wallets.list()) if (!keep.has(w.id)) cache.wallets.remove(w.id);
    for (const w of state.wallets) {
      const patch = {
        name: w.name,
        isBackedUp: w.isBackedup,
        isEvmAddressesAdded: w.isEVMAddressesAdded,
        privacyMode: w.privacyMode,
        selectedCoinId: w.selectedCoinId,
      };
      if (cache.wallets.get(w.id)) cache.wallets.update(w.id, patch);
      else cache.wallets.insert({ id: w.id, kind: w.kind, chainName: w.chainName ?? null, ...patch });

      const have = new Map(cache.coins.list(w.id).map((c) => [c.id, c]));
      const wanted = new Set(w.coins.map((c) => c.id));
      for (const id of have.keys()) if (!wanted.has(id)) cache.coins.remove(w.id, id);
      cache.coins.addMany(
        w.id,
        w.coins
          .filter((c) => !have.has(c.id))
          .map((c) => ({
            id: c.id,
            chainName: c.chainName,
            symbol: c.symbol,
            name: c.name,
            type: c.type,
            decimals: c.decimals,
            contractAddress: c.contractAddress ?? null,
            isInWallet: c.isInWallet,
          })),
      );
      for (const c of w.coins) {
        const old = have.get(c.id);
        if (old && old.isInWallet !== c.isInWallet)
          cache.coins.update(w.id, c.id, { isInWallet: c.isInWallet });
      }
      if (w.coins.length)
        cache.coins.reorder(
          w.id,
          w.coins.map((c) => c.id),
        );
    }
    cache.wallets.reorder(state.wallets.map((w) => w.id));
    cache.appState.setCurrentWalletIndex(state.currentWalletIndex);
  });
}
