import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invoke } from '../ipc/client';
import { useCallQuery } from './useCall';

export const useSignerStatus = () => useCallQuery('signer.status', {});

/**
 * Fetches signer.status now and waits for it. Screens call this before navigating after an
 * unlock or a first wallet, so the route guard never acts on the status from before.
 */
export function useRefreshSignerStatus(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.fetchQuery({
      queryKey: ['signer.status', {}],
      queryFn: () => invoke('signer.status', {}),
      staleTime: 0,
    });
  }, [client]);
}
