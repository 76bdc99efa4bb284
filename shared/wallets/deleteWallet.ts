import { ruleError, RULE_MESSAGES } from './messages';
import type { WalletsState } from './types';
import { walletAt } from './walletAt';

/**
 * Removes the wallet at `index` (spec §4). Refused for a missing index, when it is the only
 * wallet, and for the selected (current) wallet, so the app always has a current wallet
 * and never deletes the one on screen by accident. The current index shifts down when a
 * wallet below it goes, so the same wallet stays current. `lastWalletId` keeps the removed
 * id, which is therefore never issued again.
 */
export function deleteWallet(state: WalletsState, index: number): WalletsState {
  const removed = walletAt(state, index);
  if (state.wallets.length === 1) throw ruleError(RULE_MESSAGES.deleteOnlyWallet);
  if (index === state.currentWalletIndex) throw ruleError(RULE_MESSAGES.deleteSelectedWallet);
  return {
    wallets: state.wallets.filter((_, i) => i !== index),
    currentWalletIndex:
      index < state.currentWalletIndex ? state.currentWalletIndex - 1 : state.currentWalletIndex,
    lastWalletId: Math.max(state.lastWalletId, Number(removed.id)),
  };
}
