import { ruleError, RULE_MESSAGES } from './messages';
import type { WalletMeta } from './types';

/** Selects a coin of the wallet; a coin that is not (or no longer) in it is 'Coin id does not exist'. */
export function selectCoin(wallet: WalletMeta, coinId: string): WalletMeta {
  const coin = wallet.coins.find((c) => c.id === coinId && c.isInWallet);
  if (!coin) throw ruleError(RULE_MESSAGES.coinIdMissing);
  return wallet.selectedCoinId === coin.id ? wallet : { ...wallet, selectedCoinId: coin.id };
}
