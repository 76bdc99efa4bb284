import { useCallQuery } from './useCall';

/** displayAddress: the chain's own address for the row (Hedera's account id), from the live read only */
type Balance = { coinId: string; balance: string | null; displayAddress?: string };

/**
 * The home list's balances: the chains' answer once it is in, and until then what the cache
 * remembers from the last read, so unlock paints real numbers at once instead of a spinner.
 * The cache is used only when it knows every visible coin: a half-known list would show the
 * others as unavailable while they are still loading. `fromCache` says which one is shown.
 */
export function useCoinBalances(enabled = true): {
  data: { balances: Balance[] } | undefined;
  isError: boolean;
  fromCache: boolean;
  /** main's words when the live read failed */
  errorMessage: string | undefined;
  retry: () => void;
} {
  const live = useCallQuery('coins.balances', {}, enabled);
  const cached = useCallQuery('coins.cachedBalances', {}, enabled && !live.data);
  const tail = { errorMessage: live.error?.message, retry: () => void live.refetch() };
  if (live.data) return { data: live.data, isError: false, fromCache: false, ...tail };
  if (cached.data && cached.data.missing === 0 && cached.data.balances.length > 0)
    return { data: cached.data, isError: false, fromCache: true, ...tail };
  return { data: undefined, isError: live.isError, fromCache: false, ...tail };
}
