import { useMemo } from 'react';
import { usePrices } from './usePrices';
import { marketSymbol } from '../wallet/portfolio';

export interface CoinPrice {
  /** decimal price in `currency`; null: none known; undefined: still loading */
  price: string | null | undefined;
  currency: string | undefined;
}

/** One coin's price in the local currency (main caches it for 5 minutes). */
export function useCoinPrice(symbol: string): CoinPrice {
  const symbols = useMemo(() => [symbol], [symbol]);
  const { currency, bySymbol } = usePrices(symbols);
  const key = marketSymbol(symbol);
  return { price: key === null ? null : bySymbol?.get(key), currency };
}
