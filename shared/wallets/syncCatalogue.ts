import { defaultCatalogueEntries } from '../catalogue/catalogue';
import type { CatalogueEntry } from '../catalogue/types';
import { appendCoins, coinEntryFrom } from './coinEntry';
import { MAX_COINS_PER_WALLET } from './constants';
import type { WalletMeta } from './types';

/**
 * Adds the catalogue's default coins that the wallet lacks (spec §4 Sync), e.g. after an
 * app update ships a new default chain. Coins the user hid stay hidden: they are present,
 * so they are not added again. Private-key and watch-only wallets are left alone (they hold one chain).
 * Returns the same wallet object when nothing was added. Runs at startup, so it never
 * throws on a full wallet; it adds what fits.
 */
export function syncCatalogue(wallet: WalletMeta, catalogue: readonly CatalogueEntry[]): WalletMeta {
  if (wallet.kind !== 'phrase') return wallet;
  const present = new Set(wallet.coins.map((c) => c.id));
  const missing = defaultCatalogueEntries(catalogue).filter((e) => !present.has(e.id));
  const room = Math.max(0, MAX_COINS_PER_WALLET - wallet.coins.length);
  return appendCoins(
    wallet,
    missing.slice(0, room).map((e) => coinEntryFrom(e)),
  );
}
