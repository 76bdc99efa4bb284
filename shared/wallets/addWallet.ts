import { CATALOGUE, defaultCatalogueEntries } from '../catalogue/catalogue';
import type { CatalogueEntry } from '../catalogue/types';
import { CHAINS } from '../chains/registry';
import { coinEntryFrom, nativeCoinEntry } from './coinEntry';
import { MAX_WALLETS } from './constants';
import { ruleError, RULE_MESSAGES } from './messages';
import { nextWalletId } from './nextWalletId';
import type { CoinEntry, WalletDraft, WalletMeta, WalletsState } from './types';
import { walletName } from './walletName';

export interface AddWalletOptions {
  /** spec §4: the wallet list becomes only the new wallet. */
  readonly replace?: boolean;
  /** Where the default coins of a phrase wallet come from; the shipped catalogue by default. */
  readonly catalogue?: readonly CatalogueEntry[];
}

export interface AddWalletResult {
  readonly state: WalletsState;
  /** The new wallet (also the current one in `state`). */
  readonly wallet: WalletMeta;
}

function startingCoins(draft: WalletDraft, catalogue: readonly CatalogueEntry[]): CoinEntry[] {
  // spec §4: a private-key import creates exactly one coin, its chain's native coin; so does a watch-only wallet.
  if (draft.kind !== 'phrase') return [nativeCoinEntry(draft.chainName)];
  return defaultCatalogueEntries(catalogue).map((e) => coinEntryFrom(e));
}

/**
 * Appends a new wallet and makes it current (spec §4, §5).
 * - Refused at MAX_WALLETS with the spec's toast text, unless `replace` is set.
 * - `replace` leaves only the new wallet. Its id still continues the sequence rather than
 *   restarting at "1" (see nextWalletId: the replaced wallets' vault and cache rows may still
 *   exist until purged, and a fresh id can never be mistaken for theirs). The name is
 *   computed as for a first wallet, so it is 'Main Wallet'.
 * - Imports (phrase or key) are backed up; created wallets are not until the user proves the
 *   backup (markBackedUp). isEVMAddressesAdded starts false.
 * - Phrase wallets start with the catalogue's default coins; private-key wallets with their
 *   chain's native coin only ('Unsupported chain' for a chain the registry lacks); watch-only
 *   wallets (no secret, nothing to back up) like private-key ones.
 */
export function addWallet(
  state: WalletsState,
  draft: WalletDraft,
  options: AddWalletOptions = {},
): AddWalletResult {
  const replace = options.replace === true;
  if (!replace && state.wallets.length >= MAX_WALLETS) throw ruleError(RULE_MESSAGES.maxWallets);
  if (draft.kind !== 'phrase' && !CHAINS.has(draft.chainName)) {
    throw ruleError(RULE_MESSAGES.unsupportedChain);
  }
  const kept = replace ? [] : state.wallets;
  const id = nextWalletId(state);
  const coins = startingCoins(draft, options.catalogue ?? CATALOGUE);
  const wallet: WalletMeta = {
    id,
    name: walletName({ wallets: kept }, draft.name),
    kind: draft.kind,
    ...(draft.kind !== 'phrase' ? { chainName: draft.chainName } : {}),
    // a watch-only wallet has no secret to back up
    isBackedup: draft.kind !== 'phrase' || draft.origin === 'imported',
    isEVMAddressesAdded: false,
    privacyMode: false,
    selectedCoinId: coins[0]?.id ?? null,
    coins,
    derived: {},
  };
  return {
    state: { wallets: [...kept, wallet], currentWalletIndex: kept.length, lastWalletId: Number(id) },
    wallet,
  };
}
