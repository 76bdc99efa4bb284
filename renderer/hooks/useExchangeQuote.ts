import { useQuery } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';
import { useDebounced } from './useDebounced';

/** The exchange form waits this long after the last change before asking for quotes. */
export const QUOTE_DEBOUNCE_MS = 800;

/**
 * The providers' quotes for the form, asked 800 ms after its last change; `null` asks nothing.
 * A newer form supersedes an older request: react-query drops the older answer (its key is no
 * longer the current one), so a slow quote never overwrites a newer one. No placeholder: the
 * previous form's quote (another pair, another amount) must never stand in for this one, or
 * "Swap" would pay a deposit the form no longer shows.
 */
export function useExchangeQuote(form: CallInput<'exchange.quote'> | null) {
  const settled = useDebounced(form, QUOTE_DEBOUNCE_MS);
  const current = JSON.stringify(settled) === JSON.stringify(form) ? settled : null;
  const query = useQuery<CallOutput<'exchange.quote'>, IpcError>({
    queryKey: ['exchange.quote', current],
    queryFn: () => invoke('exchange.quote', current!),
    enabled: current !== null,
    retry: false,
    staleTime: 10_000,
  });
  return { ...query, waiting: form !== null && current === null };
}
