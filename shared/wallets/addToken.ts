import { CHAINS } from '../chains/registry';
import { chainHasTokens } from '../catalogue/contractAddress';
import { appendCoins, assertChainFits, coinEntryFrom } from './coinEntry';
import { ruleError, RULE_MESSAGES } from './messages';
import { withValidSelection } from './toggleCoin';
import type { WalletMeta } from './types';

/** A custom token the user enters (or a catalogue token) to add to a wallet. */
export interface TokenInput {
  readonly chainName: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly contractAddress: string;
}

/**
 * Adds a token (spec §4, §5, §8). Checks in order: the chain must support tokens
 * ('Unsupported chain'); in a private-key wallet the chain must be the wallet's ('coin
 * chain not match'); the details must be valid; and a token already shown in the wallet,
 * by identity key, is refused with 'Duplication: {symbol} already added'. A token that is
 * present but hidden is shown again instead, since the user cannot see it to toggle it.
 */
export function addToken(wallet: WalletMeta, token: TokenInput): WalletMeta {
  if (!CHAINS.has(token.chainName) || !chainHasTokens(token.chainName)) {
    throw ruleError(RULE_MESSAGES.unsupportedChain);
  }
  assertChainFits(wallet, token.chainName);
  const entry = coinEntryFrom({ ...token, type: 'token' });
  const index = wallet.coins.findIndex((c) => c.id === entry.id);
  if (index < 0) return appendCoins(wallet, [entry]);
  const existing = wallet.coins[index]!;
  if (existing.isInWallet) throw ruleError(RULE_MESSAGES.duplicateToken(existing.symbol));
  const coins = wallet.coins.slice();
  coins[index] = { ...existing, isInWallet: true };
  return withValidSelection(wallet, coins);
}
