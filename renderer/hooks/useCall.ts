import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';

/** A query over one contract call; the key is the call name plus its input. */
export function useCallQuery<N extends CallName>(name: N, input: CallInput<N>, enabled = true) {
  return useQuery<CallOutput<N>, IpcError>({
    queryKey: [name, input],
    queryFn: () => invoke(name, input),
    enabled,
  });
}

/**
 * A mutation over one contract call; `invalidates` lists the queries its success makes stale.
 * Its input stays in the mutation cache after the screen is gone: a call carrying a
 * password, phrase or key goes through `useSecretCall` instead.
 */
export function useCallMutation<N extends CallName>(name: N, invalidates: readonly CallName[] = []) {
  const client = useQueryClient();
  return useMutation<CallOutput<N>, IpcError, CallInput<N>>({
    mutationFn: (input) => invoke(name, input),
    onSuccess: () => {
      for (const key of invalidates) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
