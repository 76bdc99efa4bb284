import { useEffect, useRef } from 'react';
import type { IpcError } from '../../ipc/client';
import { useToast } from '../../state/toasts';

/**
 * The key of a quote refusal worth a toast: a business rule of the spec (code RULE, in the
 * spec's words, e.g. Polkadot's 'Receiver address should have minimum 1 DOT') for this exact
 * form. Null for anything else (network trouble, a memo the form asks for) or no form yet.
 */
export function quoteRuleToastKey(form: object | null, error: Pick<IpcError, 'code' | 'message'> | null) {
  if (!form || !error || error.code !== 'RULE') return null;
  return `${JSON.stringify(form)}|${error.message}`;
}

/**
 * spec §5: a rule that refuses the send is also told as an error toast, once per form and
 * message, beside the inline alert (quotes are refetched; the toast is not repeated).
 */
export function useQuoteRuleToast(form: object | null, error: IpcError | null, fetching: boolean): void {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  const key = fetching ? null : quoteRuleToastKey(form, error);
  useEffect(() => {
    if (key === null || key === shown.current) return;
    shown.current = key;
    toast.show('error', error!.message);
  }, [key, error, toast]);
}
