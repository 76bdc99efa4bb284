import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRefreshSignerStatus } from '../../hooks/useSignerStatus';
import { useToast } from '../../state/toasts';
import { isToastRefusal } from '../../wallet/errorDisplay';

/**
 * What every "new wallet" form does after main answers: on success, wait for the session
 * status (the first wallet unlocks it) before moving on; on failure, main's text goes
 * under the form, or into an error toast for the refusals the spec shows as toasts.
 */
export function useWalletAdded() {
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefreshSignerStatus();
  const [error, setError] = useState<string | null>(null);

  const succeeded = useCallback(
    async (title: string, next = '/home') => {
      setError(null);
      await refresh();
      toast.show('success', title, undefined, { page: next });
      navigate(next, { replace: true });
    },
    [refresh, toast, navigate],
  );

  const failed = useCallback(
    (e: Error) => {
      if (isToastRefusal(e.message)) {
        setError(null);
        toast.show('error', e.message);
      } else setError(e.message);
    },
    [toast],
  );

  return { error, setError, succeeded, failed };
}
