// The toast's shape on its own, so the stack rules (toastStack.ts) and the hook that keeps the
// stack (toasts.ts) both use it without importing each other.

export type ToastKind = 'progress' | 'success' | 'warning' | 'error' | 'message';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  body?: string;
  /** the route it belongs to: leaving that page takes the toast away (unless `keep`) */
  page?: string;
  /** about a transaction (or the app itself): it follows the user from page to page */
  keep?: boolean;
}
