import { MAX_WALLET_NAME_LENGTH } from './constants';
import { ruleError, RULE_MESSAGES } from './messages';
import type { WalletsState } from './types';
import { updateWallet } from './walletAt';
import { sameWalletName } from './walletName';

/**
 * Renames the wallet at `index`, which must exist (spec §5). The name is trimmed and must be
 * 1 to 40 characters. Another wallet's name is refused, for the same reason creation never
 * gives two wallets one name: the switcher would show two identical rows.
 */
export function renameWallet(state: WalletsState, index: number, name: string): WalletsState {
  return updateWallet(state, index, (wallet) => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > MAX_WALLET_NAME_LENGTH) {
      throw ruleError(RULE_MESSAGES.walletNameLength);
    }
    if (state.wallets.some((w, i) => i !== index && sameWalletName(w.name, trimmed))) {
      throw ruleError(RULE_MESSAGES.walletNameTaken);
    }
    return trimmed === wallet.name ? wallet : { ...wallet, name: trimmed };
  });
}
