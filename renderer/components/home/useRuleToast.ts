import { useCallback } from 'react';
import { useToast } from '../../state/toasts';

/** Main's refusals (delete, reorder, duplicates) as error toasts, in main's exact words. */
export function useRuleToast(): (e: Error) => void {
  const toast = useToast();
  return useCallback((e: Error) => void toast.show('error', e.message), [toast]);
}
