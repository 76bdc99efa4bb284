import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../shared/contract';
import type { PriceRange } from '../../shared/contract/priceHistory';
import { invoke, type IpcError } from '../ipc/client';
import { useSettings } from './useSettings';

/** Main keeps a range's history for minutes (24 h) to an hour (1 y); asking sooner reads its cache. */
const REFRESH_MS = 5 * 60_000;

/**
 * Price history of market symbols over a range, in the local currency. The currency is in
 * the key so a settings change redraws in the new one; the previous range stays on screen
 * (marked busy) while the next loads, so switching ranges does not flash a skeleton.
 */
export function usePriceHistory(symbols: readonly string[], range: PriceRange, enabled = true) {
  const currency = useSettings().data?.localCurrency;
  const asked = [...new Set(symbols)].sort().slice(0, 60);
  return useQuery<CallOutput<'prices.history'>, IpcError>({
    queryKey: ['prices.history', { symbols: asked, range }, currency],
    queryFn: () => invoke('prices.history', { symbols: asked, range }),
    enabled: enabled && asked.length > 0 && currency !== undefined,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
    // no source in this profile (NOT_FOUND) will not appear by asking again
    retry: (failures, error) => error.code !== 'NOT_FOUND' && failures < 3,
    refetchOnWindowFocus: (q) => q.state.error?.code !== 'NOT_FOUND',
  });
}
