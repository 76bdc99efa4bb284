import { ruleError, RULE_MESSAGES } from './messages';
import type { WalletMeta, WalletsState } from './types';

/** True when `index` is an integer naming an existing wallet. */
export function isWalletIndex(state: WalletsState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < state.wallets.length;
}

/** The wallet at `index`; a missing index is the rule error 'Wallet index does not exist'. */
export function walletAt(state: WalletsState, index: number): WalletMeta {
  if (!isWalletIndex(state, index)) throw ruleError(RULE_MESSAGES.walletIndexMissing);
  return state.wallets[index]!;
}

/**
 * The state with the wallet at `index` replaced by `update(wallet)`; the same state object
 * when the update changed nothing, so callers can skip persisting.
 */
export function updateWallet(
  state: WalletsState,
  index: number,
  update: (wallet: WalletMeta) => WalletMeta,
): WalletsState {
  const wallet = walletAt(state, index);
  const next = update(wallet);
  if (next === wallet) return state;
  const wallets = state.wallets.slice();
  wallets[index] = next;
  return { ...state, wallets };
}
