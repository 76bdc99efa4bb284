import { useMemo } from 'react';
import type { CoinView } from '../../../shared/contract/wallets';
import { usePrices } from '../../hooks/usePrices';
import { portfolioChange } from '../../wallet/dayChange';
import { marketSymbol, portfolio, type Portfolio } from '../../wallet/portfolio';

export interface PortfolioState {
  portfolio: Portfolio;
  currency: string | undefined;
  /** coin id → fiat value; undefined until balances and prices have both answered */
  fiats: ReadonlyMap<string, string | null> | undefined;
  loading: boolean;
  /** coin id → its price's 24 h change in percent; undefined until prices answer */
  changes: ReadonlyMap<string, string | null> | undefined;
  /** the wallet's 24 h change in percent, over the coins whose change is known */
  change: string | null;
  /** coin id → its unit price in `currency`; null when unknown; undefined until prices answer */
  prices: ReadonlyMap<string, string | null> | undefined;
}

const NONE: readonly CoinView[] = [];

/** Home's fiat view: each coin's balance × its price, the total and the allocation. */
export function usePortfolio(
  coins: readonly CoinView[] | undefined,
  balances: ReadonlyMap<string, string | null> | undefined,
): PortfolioState {
  const list = coins ?? NONE;
  const symbols = useMemo(() => list.map((c) => c.symbol), [list]);
  const { currency, bySymbol, changeBySymbol } = usePrices(symbols, list.length > 0);
  const value = useMemo(
    () => portfolio(list, balances, bySymbol, currency ?? 'USD'),
    [list, balances, bySymbol, currency],
  );
  const changes = useMemo(() => {
    if (!changeBySymbol) return undefined;
    return new Map(list.map((c) => [c.id, changeBySymbol.get(marketSymbol(c.symbol) ?? '') ?? null]));
  }, [list, changeBySymbol]);
  const prices = useMemo(() => {
    if (!bySymbol) return undefined;
    return new Map(list.map((c) => [c.id, bySymbol.get(marketSymbol(c.symbol) ?? '') ?? null]));
  }, [list, bySymbol]);
  const loading = balances === undefined || bySymbol === undefined;
  const change = useMemo(
    () => (loading || !changes ? null : portfolioChange(value.values, changes)),
    [loading, changes, value],
  );
  return {
    portfolio: value,
    currency,
    fiats: loading ? undefined : value.values,
    loading,
    changes,
    change,
    prices,
  };
}
