import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentPage, toastsAtom, useToast, type ToastKind } from '../state/toasts';

const ICON: Record<ToastKind, string> = {
  progress: '',
  success: '✓',
  warning: '!',
  error: '×',
  message: 'i',
};

/**
 * The newest toast on top, a few at most (state/toastStack.ts), each with a close button; moving
 * to another page takes away the toasts of the page left (a transaction's stay).
 * Text only: provider messages can be hostile, so nothing here is ever rendered as markup or a link.
 */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { dismiss, leavePage } = useToast();
  const { pathname } = useLocation();
  // the address as the toasts recorded it (state/toasts.ts currentPage), whatever the router decodes
  useEffect(() => leavePage(currentPage()), [pathname, leavePage]);
  return (
    <section className="toasts" aria-label="Notifications">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-icon" aria-hidden="true">
            {t.kind === 'progress' ? <span className="spinner" /> : ICON[t.kind]}
          </span>
          <div className="toast-text">
            <strong>{t.title}</strong>
            {t.body && <p>{t.body}</p>}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={`Dismiss notification: ${t.title}`}
            onClick={() => dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
