import { useEffect } from 'react';
import { useToast } from '../state/toasts';
import { useCallQuery } from './useCall';

/**
 * One coin's page. When its pending transactions could not be read, spec §8's error toast
 * titled 'Error' says so with the message (once per distinct failure, not at every refetch).
 */
export function useCoinOverview(coinId: string, enabled = true) {
  const query = useCallQuery('coin.overview', { coinId }, enabled);
  const toast = useToast();
  const pendingError = query.data?.pendingError;
  useEffect(() => {
    if (pendingError) toast.show('error', 'Error', pendingError);
  }, [pendingError, toast]);
  return query;
}
