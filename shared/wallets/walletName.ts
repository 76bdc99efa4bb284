import { FIRST_WALLET_NAME, MAX_WALLET_NAME_LENGTH } from './constants';
import { ruleError, RULE_MESSAGES } from './messages';
import type { WalletsState } from './types';

/** Names compare trimmed and case-insensitively: 'Savings' and 'savings ' would confuse a user. */
export const sameWalletName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The name a new wallet gets (spec §4): the first wallet is 'Main Wallet' whatever was asked
 * (users rename it later); otherwise the requested name, trimmed, unless it is missing or
 * already used, in which case it is 'Wallet N' with N the first unused number counting up
 * from the wallet count plus 1. A requested name longer than the limit is refused rather
 * than silently cut.
 */
export function walletName(state: Pick<WalletsState, 'wallets'>, requested?: string): string {
  if (state.wallets.length === 0) return FIRST_WALLET_NAME;
  const name = (requested ?? '').trim();
  if (name.length > MAX_WALLET_NAME_LENGTH) throw ruleError(RULE_MESSAGES.walletNameLength);
  const taken = (candidate: string) => state.wallets.some((w) => sameWalletName(w.name, candidate));
  if (name !== '' && !taken(name)) return name;
  for (let n = state.wallets.length + 1; ; n++) {
    if (!taken(`Wallet ${n}`)) return `Wallet ${n}`;
  }
}
