import { useCallback } from 'react';
import { useToast } from '../../state/toasts';

/** Copies text (an address) to the clipboard and says so in a toast. */
export function useCopyText(): (text: string) => void {
  const toast = useToast();
  return useCallback(
    (text: string) =>
      void navigator.clipboard.writeText(text).then(
        () => toast.show('success', 'Copied'),
        () => toast.show('error', 'Could not copy', 'The clipboard is not available.'),
      ),
    [toast],
  );
}
