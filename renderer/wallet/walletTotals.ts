import { fiatDecimalsOf, sumFiat } from '../../shared/fiat';
import { portfolio } from './portfolio';

export interface WalletBalances {
  walletId: string;
  coins: readonly { coinId: string; symbol: string; balance: string | null }[];
}

export interface WalletTotals {
  /** wallet id → its total; null when none of its coins has a known value */
  byWallet: Map<string, string | null>;
  /** every wallet together; null when no value is known anywhere */
  total: string | null;
}

/** Each wallet's fiat total and the sum over all wallets, exact (shared/fiat). */
export function walletTotals(
  wallets: readonly WalletBalances[],
  prices: ReadonlyMap<string, string | null> | undefined,
  currency: string,
): WalletTotals {
  const byWallet = new Map<string, string | null>();
  for (const w of wallets) {
    const coins = w.coins.map((c) => ({ id: c.coinId, symbol: c.symbol }));
    const balances = new Map(w.coins.map((c) => [c.coinId, c.balance]));
    byWallet.set(w.walletId, portfolio(coins, balances, prices, currency).total);
  }
  const known = [...byWallet.values()].filter((v): v is string => v !== null);
  return { byWallet, total: known.length > 0 ? sumFiat(known, fiatDecimalsOf(currency)) : null };
}
