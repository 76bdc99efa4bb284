import { useCallback } from 'react';
import type { CallInput } from '../../shared/contract';
import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';

/**
 * Opens an explorer page. Electron opens it in the system browser; the browser host cannot,
 * answers with the URL instead, and the page opens it in a new tab with no opener.
 */
export function useOpenExplorer(): (input: CallInput<'explorer.open'>) => void {
  const toast = useToast();
  return useCallback(
    (input) => {
      invoke('explorer.open', input).then(
        ({ url, opened }) => {
          if (!opened) window.open(url, '_blank', 'noopener,noreferrer');
        },
        (e: Error) => toast.show('error', 'Could not open the explorer', e.message),
      );
    },
    [toast],
  );
}
