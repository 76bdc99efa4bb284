import { CATALOGUE } from '../catalogue/catalogue';
import { coinKey } from '../catalogue/coinKey';
import type { CatalogueEntry } from '../catalogue/types';
import { appendCoins, coinEntryFrom } from './coinEntry';
import { ruleError, RULE_MESSAGES } from './messages';
import { withValidSelection } from './toggleCoin';
import type { CoinEntry, CoinRef, WalletMeta } from './types';

/** Keeps the first coin of each identity key. */
function dedupe(coins: readonly CoinEntry[]): CoinEntry[] {
  const seen = new Set<string>();
  return coins.filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/**
 * Adds a group of coins (spec §4, §5): missing coins are created, coins already in the
 * wallet are marked as in wallet, and duplicates (in the group and in the wallet) are
 * removed by identity key. Every coin of the group must be in the catalogue and, in a
 * private-key wallet, on the wallet's chain; otherwise nothing changes and the error is
 * 'Some coins is missing'. Coin details come from the catalogue, not from the caller.
 */
export function addCoinGroup(
  wallet: WalletMeta,
  group: readonly CoinRef[],
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
): WalletMeta {
  const byId = new Map(catalogue.map((e) => [e.id, e]));
  const entries = group.map((ref) => byId.get(coinKey(ref.chainName, ref.contractAddress?.trim())));
  const fits = (e: CatalogueEntry | undefined): e is CatalogueEntry =>
    e !== undefined && (wallet.kind === 'phrase' || e.chainName === wallet.chainName);
  if (!entries.every(fits)) throw ruleError(RULE_MESSAGES.groupMismatch);

  const wanted = new Set(entries.map((e) => e.id));
  const current = dedupe(wallet.coins);
  const changed =
    current.length !== wallet.coins.length || current.some((c) => wanted.has(c.id) && !c.isInWallet);
  const shown = current.map((c) => (wanted.has(c.id) && !c.isInWallet ? { ...c, isInWallet: true } : c));
  const present = new Set(shown.map((c) => c.id));
  const added = [...new Map(entries.filter((e) => !present.has(e.id)).map((e) => [e.id, e])).values()];
  if (!changed && added.length === 0) return wallet;
  return appendCoins(
    withValidSelection(wallet, shown),
    added.map((e) => coinEntryFrom(e)),
  );
}
