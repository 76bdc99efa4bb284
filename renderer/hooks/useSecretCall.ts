import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallInput, CallName, CallOutput } from '../../shared/contract';
import { invoke, type IpcError } from '../ipc/client';

const NO_QUERIES: readonly CallName[] = [];

export interface SecretCallOptions<N extends CallName> {
  onSuccess?: (data: CallOutput<N>) => unknown;
  onError?: (error: IpcError) => unknown;
  onSettled?: (data: CallOutput<N> | undefined, error: IpcError | null) => unknown;
}

export interface SecretCall<N extends CallName> {
  isPending: boolean;
  /** the last call's failure, cleared when the next one starts */
  error: IpcError | null;
  /** fire and forget; the callbacks run only while the component is mounted, for the latest call */
  mutate: (input: CallInput<N>, options?: SecretCallOptions<N>) => void;
  mutateAsync: (input: CallInput<N>) => Promise<CallOutput<N>>;
}

/**
 * `useCallMutation`'s shape for calls whose input carries a password, phrase, passphrase or
 * private key. A react-query mutation keeps its variables in the client's mutation cache
 * for minutes after the screen that sent them is gone; here the input lives only on the
 * call's own stack, and the component keeps no more than "pending" and the error.
 * `invalidates` is read like a dependency list: pass a constant.
 */
export function useSecretCall<N extends CallName>(
  name: N,
  invalidates: readonly CallName[] = NO_QUERIES,
): SecretCall<N> {
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  const mounted = useRef(false);
  const latest = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Like a react-query observer: an unmounted screen or a superseded call changes nothing.
  const start = useCallback(
    (input: CallInput<N>) => {
      const id = ++latest.current;
      const isCurrent = () => mounted.current && id === latest.current;
      setError(null);
      setPending(true);
      const done = invoke(name, input).then(
        (out) => {
          for (const key of invalidates) void client.invalidateQueries({ queryKey: [key] });
          if (isCurrent()) setPending(false);
          return out;
        },
        (e: unknown) => {
          if (isCurrent()) {
            setPending(false);
            setError(e as IpcError);
          }
          throw e;
        },
      );
      return { done, isCurrent };
    },
    [client, name, invalidates],
  );

  const mutateAsync = useCallback((input: CallInput<N>) => start(input).done, [start]);

  const mutate = useCallback(
    (input: CallInput<N>, options: SecretCallOptions<N> = {}) => {
      const { done, isCurrent } = start(input);
      done.then(
        (out) => {
          if (!isCurrent()) return;
          options.onSuccess?.(out);
          options.onSettled?.(out, null);
        },
        (e: unknown) => {
          if (!isCurrent()) return;
          options.onError?.(e as IpcError);
          options.onSettled?.(undefined, e as IpcError);
        },
      );
    },
    [start],
  );

  return { isPending, error, mutate, mutateAsync };
}
