import { useCallback } from 'react';
import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';

/** Locks the wallet; the lock.changed event then clears the UI and shows the lock screen. */
export function useLock(): () => void {
  const toast = useToast();
  return useCallback(() => {
    invoke('session.lock', {}).catch((e: Error) => toast.show('error', 'Could not lock', e.message));
  }, [toast]);
}
