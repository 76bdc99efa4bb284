import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';

/**
 * The quote of a send form; `null` (an incomplete form) asks nothing. Never cached across
 * time: fees move, so a quote older than a few seconds is fetched again.
 */
export function useSendQuote(form: CallInput<'send.quote'> | null) {
  return useQuery<CallOutput<'send.quote'>, IpcError>({
    queryKey: ['send.quote', form],
    queryFn: () => invoke('send.quote', form!),
    enabled: form !== null,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}
