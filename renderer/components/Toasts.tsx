import { useAtomValue } from 'jotai';
import { toastsAtom, useToast, type ToastKind } from '../state/toasts';

const ICON: Record<ToastKind, string> = {
  progress: '',
  success: '✓',
  warning: '!',
  error: '×',
  message: 'i',
};

/**
 * The newest toast on top, a few at most (state/toastStack.ts), each with a close button.
 * Text only: provider messages can be hostile, so nothing here is ever rendered as markup or a link.
 */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { dismiss } = useToast();
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
