import type { Toast, ToastKind } from './toast';

/** At most this many toasts on screen: a busy session should not bury the screen. */
export const TOAST_CAP = 4;

/** Kinds the user must see and close: a failure, a send still pending. */
export const STICKY: ReadonlySet<ToastKind> = new Set(['error', 'warning']);

/**
 * The stack after `next` arrives, newest first. Over the cap, the oldest toast that leaves by
 * itself goes first; only when all are sticky does the oldest sticky one go.
 */
export function pushToast(stack: readonly Toast[], next: Toast, cap = TOAST_CAP): Toast[] {
  const out = [next, ...stack.filter((t) => t.id !== next.id)];
  while (out.length > cap) {
    let drop = -1;
    for (let i = out.length - 1; i > 0 && drop < 0; i--) if (!STICKY.has(out[i]!.kind)) drop = i;
    out.splice(drop < 0 ? out.length - 1 : drop, 1);
  }
  return out;
}

/**
 * What stays when the user arrives on `page`: toasts about a transaction (kept) and those
 * made for this page. A toast from the page left behind would talk about something no longer
 * on screen.
 */
export function toastsForPage(stack: readonly Toast[], page: string): Toast[] {
  return stack.filter((t) => t.keep === true || t.page === undefined || t.page === page);
}
