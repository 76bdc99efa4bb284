import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { pushToast } from './toastStack';

export type ToastKind = 'progress' | 'success' | 'warning' | 'error' | 'message';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  body?: string;
}

/**
 * How long each kind stays. A success or a note leaves by itself; an error, a warning (a send
 * still pending, spec §send) and progress stay until replaced or closed, so none goes unread.
 */
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  progress: null,
  success: 4_000,
  warning: null,
  error: null,
  message: 6_000,
};

/** newest first, at most TOAST_CAP */
export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;
// one timer per toast: an outcome replacing a progress toast must not inherit an older timer
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export interface ToastApi {
  show(kind: ToastKind, title: string, body?: string): number;
  /** turns a progress toast into its outcome in place, so the user sees one story */
  update(id: number, kind: ToastKind, title: string, body?: string): void;
  dismiss(id: number): void;
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
    (kind: ToastKind, title: string, body?: string) => {
      const id = nextId++;
      set((ts) => pushToast(ts, body === undefined ? { id, kind, title } : { id, kind, title, body }));
      schedule(id, kind);
      return id;
    },
    [set, schedule],
  );
  const update = useCallback(
    (id: number, kind: ToastKind, title: string, body?: string) => {
      const next: Toast = body === undefined ? { id, kind, title } : { id, kind, title, body };
      // a progress toast the user closed still gets its outcome: shown anew rather than lost
      set((ts) => pushToast(ts, next));
      schedule(id, kind);
    },
    [set, schedule],
  );
  return useMemo(() => ({ show, update, dismiss }), [show, update, dismiss]);
}
