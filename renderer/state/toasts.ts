import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { Toast, ToastKind } from './toast';
import { pushToast, toastsForPage } from './toastStack';

export type { Toast, ToastKind } from './toast';

export interface ToastOptions {
  /** outlives the page: a transaction's progress and outcome, a stopped signer */
  keep?: boolean;
  /**
   * the page the toast is for, when it is not the one on screen: a form that navigates right
   * after its success ("Wallet imported" shown on home)
   */
  page?: string;
}

/**
 * How long each kind stays. Progress, a success and a note leave by themselves after a few
 * seconds (a transaction's outcome comes back as its own toast); an error and a warning (a send
 * still pending, spec §send) stay until closed, so none goes unread.
 */
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  progress: 6_000,
  success: 4_000,
  warning: null,
  error: null,
  message: 6_000,
};

/** The route on screen, from the hash router's address ("#/home/coin/x?y" → "/home/coin/x"). */
export function currentPage(): string {
  if (typeof location === 'undefined') return '/';
  return location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/** newest first, at most TOAST_CAP */
export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;
// one timer per toast: an outcome replacing a progress toast must not inherit an older timer
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export interface ToastApi {
  show(kind: ToastKind, title: string, body?: string, opts?: ToastOptions): number;
  /** turns a progress toast into its outcome in place, so the user sees one story */
  update(id: number, kind: ToastKind, title: string, body?: string, opts?: ToastOptions): void;
  dismiss(id: number): void;
  /** the user moved to `page`: every toast of another page that is not kept leaves */
  leavePage(page: string): void;
}

function make(
  id: number,
  kind: ToastKind,
  title: string,
  body: string | undefined,
  opts: ToastOptions,
): Toast {
  const t: Toast = { id, kind, title, page: opts.page ?? currentPage() };
  if (body !== undefined) t.body = body;
  if (opts.keep) t.keep = true;
  return t;
}

export function useToast(): ToastApi {
  const set = useSetAtom(toastsAtom);
  const dismiss = useCallback(
    (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      set((ts) => ts.filter((t) => t.id !== id));
    },
    [set],
  );
  const schedule = useCallback(
    (id: number, kind: ToastKind) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      const ms = TOAST_DURATION_MS[kind];
      if (ms !== null)
        timers.set(
          id,
          setTimeout(() => dismiss(id), ms),
        );
    },
    [dismiss],
  );
  const show = useCallback(
    (kind: ToastKind, title: string, body?: string, opts: ToastOptions = {}) => {
      const id = nextId++;
      set((ts) => pushToast(ts, make(id, kind, title, body, opts)));
      schedule(id, kind);
      return id;
    },
    [set, schedule],
  );
  const update = useCallback(
    (id: number, kind: ToastKind, title: string, body?: string, opts: ToastOptions = {}) => {
      // a progress toast the user closed (or that timed out) still gets its outcome: shown anew
      set((ts) => pushToast(ts, make(id, kind, title, body, opts)));
      schedule(id, kind);
    },
    [set, schedule],
  );
  const leavePage = useCallback(
    (page: string) =>
      set((ts) => {
        const left = toastsForPage(ts, page);
        if (left.length === ts.length) return ts;
        for (const t of ts)
          if (!left.includes(t)) {
            clearTimeout(timers.get(t.id));
            timers.delete(t.id);
          }
        return left;
      }),
    [set],
  );
  return useMemo(() => ({ show, update, dismiss, leavePage }), [show, update, dismiss, leavePage]);
}
