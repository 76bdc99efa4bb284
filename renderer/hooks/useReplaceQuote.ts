import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';

/** The quote of a speed-up or cancel while its dialog is open; fees move, so it is never reused. */
export function useReplaceQuote(ask: { coinId: string; hash: string; kind: 'speedUp' | 'cancel' } | null) {
  return useQuery<CallOutput<'tx.replaceQuote'>, IpcError>({
    queryKey: ['tx.replaceQuote', ask],
    queryFn: () => invoke('tx.replaceQuote', ask!),
    enabled: ask !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
