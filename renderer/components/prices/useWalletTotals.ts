import { useMemo } from 'react';
import { useCallQuery } from '../../hooks/useCall';
import { usePrices } from '../../hooks/usePrices';
import { walletTotals, type WalletTotals } from '../../wallet/walletTotals';

export interface WalletTotalsState extends WalletTotals {
  currency: string | undefined;
  count: number;
  loading: boolean;
}

/** Every wallet's value and the portfolio total; asked only when there is more than one wallet. */
export function useWalletTotals(enabled: boolean): WalletTotalsState {
  const query = useCallQuery('portfolio.balances', {}, enabled);
  const wallets = query.data?.wallets;
  const symbols = useMemo(() => (wallets ?? []).flatMap((w) => w.coins.map((c) => c.symbol)), [wallets]);
  const { currency, bySymbol } = usePrices(symbols, enabled && symbols.length > 0);
  const totals = useMemo(
    () => walletTotals(wallets ?? [], bySymbol, currency ?? 'USD'),
    [wallets, bySymbol, currency],
  );
  return {
    ...totals,
    currency,
    count: wallets?.length ?? 0,
    loading: !wallets || bySymbol === undefined,
  };
}
