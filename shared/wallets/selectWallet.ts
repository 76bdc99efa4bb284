import { ruleError, RULE_MESSAGES } from './messages';
import type { WalletsState } from './types';
import { walletAt } from './walletAt';

/**
 * Makes the wallet at `index` current (spec §5: the index must be numeric and existing).
 * The check is at run time too, because the index arrives over IPC.
 */
export function selectWallet(state: WalletsState, index: number): WalletsState {
  if (typeof index !== 'number' || !Number.isInteger(index))
    throw ruleError(RULE_MESSAGES.walletIndexNotNumber);
  walletAt(state, index);
  return index === state.currentWalletIndex ? state : { ...state, currentWalletIndex: index };
}
