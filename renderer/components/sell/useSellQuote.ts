import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallInput, CallOutput } from '../../../shared/contract';
import { useDebounced } from '../../hooks/useDebounced';
import { invoke, type IpcError } from '../../ipc/client';

/** spec app.md §9: sell quotes wait this long after the last keystroke. */
export const SELL_QUOTE_DEBOUNCE_MS = 800;

type QuoteInput = CallInput<'sell.quote'>;
const keyOf = (i: QuoteInput | null) => (i ? `${i.coinId}|${i.amount}` : null);

/** An answer that arrives after its query was cancelled is dropped, not shown. */
function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('superseded', 'AbortError')), {
      once: true,
    });
    p.then(resolve, reject);
  });
}

/**
 * The providers' offers for what the user typed, asked once typing has stopped for 800 ms;
 * a quote still waiting when a newer one is asked is cancelled (its answer is dropped, and
 * main fails it as superseded). `null` asks nothing.
 */
export function useSellQuote(input: QuoteInput | null) {
  const client = useQueryClient();
  // the text of the input is debounced, not the object (a new one each render)
  const key = keyOf(input);
  const settled = useDebounced(key, SELL_QUOTE_DEBOUNCE_MS);
  const current = settled !== null && settled === key ? input : null;
  useEffect(() => {
    void client.cancelQueries({
      queryKey: ['sell.quote'],
      predicate: (q) => keyOf(q.queryKey[1] as QuoteInput | null) !== settled,
    });
  }, [client, settled]);
  return {
    ...useQuery<CallOutput<'sell.quote'>, IpcError>({
      queryKey: ['sell.quote', current && { coinId: current.coinId, amount: current.amount }],
      queryFn: ({ signal }) => abortable(invoke('sell.quote', current!), signal),
      enabled: current !== null,
      // a quote moves with the market: asked again when looked at after a minute
      staleTime: 60_000,
      retry: false,
    }),
    /** typed but not asked yet: the 800 ms have not passed */
    waiting: input !== null && current === null,
  };
}
