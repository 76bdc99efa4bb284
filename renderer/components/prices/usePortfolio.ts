import { useMemo } from 'react';
import type { CoinView } from '../../../shared/contract/wallets';
import { usePrices } from '../../hooks/usePrices';
import { portfolio, type Portfolio } from '../../wallet/portfolio';

export interface PortfolioState {
  portfolio: Portfolio;
  currency: string | undefined;
  /** coin id → fiat value; undefined until balances and prices have both answered */
  fiats: ReadonlyMap<string, string | null> | undefined;
  loading: boolean;
}

const NONE: readonly CoinView[] = [];

/** Home's fiat view: each coin's balance × its price, the total and the allocation. */
export function usePortfolio(
  coins: readonly CoinView[] | undefined,
  balances: ReadonlyMap<string, string | null> | undefined,
): PortfolioState {
  const list = coins ?? NONE;
  const symbols = useMemo(() => list.map((c) => c.symbol), [list]);
  const { currency, bySymbol } = usePrices(symbols, list.length > 0);
  const value = useMemo(
    () => portfolio(list, balances, bySymbol, currency ?? 'USD'),
    [list, balances, bySymbol, currency],
  );
  const loading = balances === undefined || bySymbol === undefined;
  return { portfolio: value, currency, fiats: loading ? undefined : value.values, loading };
}
