import { RULE_MESSAGES } from '../../shared/wallets/messages';

/**
 * Main's refusals whose spec'd form is a toast rather than a line under a field: the wallet
 * limit (spec §8 lists it among the toasts).
 */
export function isToastRefusal(message: string): boolean {
  return message === RULE_MESSAGES.maxWallets;
}
