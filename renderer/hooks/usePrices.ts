import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';
import { marketSymbol } from '../wallet/portfolio';
import { useSettings } from './useSettings';

/** Main caches prices for 5 minutes (spec §9); asking more often would only read its cache. */
const REFRESH_MS = 5 * 60_000;

export interface Prices {
  currency: string | undefined;
  /** market symbol → decimal price; null when unknown; undefined while loading */
  bySymbol: ReadonlyMap<string, string | null> | undefined;
  /** market symbol → 24 h change in percent ("+1.23"); only symbols main knows a change for */
  changeBySymbol: ReadonlyMap<string, string> | undefined;
}

/**
 * Prices of the given coin symbols in the local currency. The currency is part of the query
 * key, so changing it in settings asks again instead of showing the old currency's numbers.
 */
export function usePrices(symbols: readonly string[], enabled = true): Prices {
  const currency = useSettings().data?.localCurrency;
  const asked = useMemo(
    () => [...new Set(symbols.map(marketSymbol).filter((s): s is string => s !== null))].sort().slice(0, 200),
    [symbols],
  );
  const query = useQuery<CallOutput<'prices.get'>, IpcError>({
    queryKey: ['prices.get', { symbols: asked }, currency],
    queryFn: () => invoke('prices.get', { symbols: asked }),
    enabled: enabled && asked.length > 0 && currency !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const data = query.data;
  const bySymbol = useMemo(
    () =>
      data
        ? new Map(data.prices.map((p) => [p.symbol, p.price]))
        : query.isError
          ? new Map<string, string | null>()
          : undefined,
    [data, query.isError],
  );
  const changeBySymbol = useMemo(
    () =>
      data
        ? new Map(data.prices.flatMap((p) => (p.change24h ? [[p.symbol, p.change24h] as const] : [])))
        : undefined,
    [data],
  );
  return { currency: data?.currency ?? currency, bySymbol, changeBySymbol };
}
