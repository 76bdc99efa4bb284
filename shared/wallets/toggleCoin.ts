import { CHAINS } from '../chains/registry';
import { coinKey } from '../catalogue/coinKey';
import { appendCoins, assertChainFits, coinEntryFrom, firstVisibleCoinId } from './coinEntry';
import { ruleError, RULE_MESSAGES } from './messages';
import type { CoinEntry, CoinInput, WalletMeta } from './types';

/** The identity key an input would get, without validating the rest of it. */
export function inputCoinKey(coin: CoinInput): string {
  return coin.type === 'coin'
    ? coinKey(coin.chainName)
    : coinKey(coin.chainName, coin.contractAddress?.trim());
}

/**
 * A selection that still points at a visible coin: hiding the selected coin moves the
 * selection to the first visible one (or none), and showing a coin in a wallet with no
 * selection selects it.
 */
export function withValidSelection(wallet: WalletMeta, coins: CoinEntry[]): WalletMeta {
  const selected = coins.find((c) => c.id === wallet.selectedCoinId);
  const selectedCoinId = selected?.isInWallet ? selected.id : firstVisibleCoinId(coins);
  return { ...wallet, coins, selectedCoinId };
}

/**
 * Adds a coin to the wallet (spec §4): a coin already in the wallet, by identity key, has its
 * isInWallet toggled; a new one is created, shown. A new coin must be on a supported chain
 * ('Unsupported chain') and, in a private-key wallet, on the wallet's chain ('coin chain not
 * match'); its details are checked as for a token (coinEntryFrom).
 */
export function toggleCoin(wallet: WalletMeta, coin: CoinInput): WalletMeta {
  const id = inputCoinKey(coin);
  const index = wallet.coins.findIndex((c) => c.id === id);
  if (index >= 0) {
    const coins = wallet.coins.slice();
    const existing = coins[index]!;
    coins[index] = { ...existing, isInWallet: !existing.isInWallet };
    return withValidSelection(wallet, coins);
  }
  if (!CHAINS.has(coin.chainName)) throw ruleError(RULE_MESSAGES.unsupportedChain);
  assertChainFits(wallet, coin.chainName);
  return appendCoins(wallet, [coinEntryFrom(coin)]);
}
