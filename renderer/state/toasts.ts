import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

export type ToastKind = 'progress' | 'success' | 'warning' | 'error' | 'message';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  body?: string;
}

/** How long each kind stays; progress stays until it is replaced or dismissed. */
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  progress: null,
  success: 5_000,
  warning: 8_000,
  error: 10_000,
  message: 6_000,
};

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export interface ToastApi {
  show(kind: ToastKind, title: string, body?: string): number;
  /** turns a progress toast into its outcome in place, so the user sees one story */
  update(id: number, kind: ToastKind, title: string, body?: string): void;
  dismiss(id: number): void;
}

export function useToast(): ToastApi {
  const set = useSetAtom(toastsAtom);
  const dismiss = useCallback((id: number) => set((ts) => ts.filter((t) => t.id !== id)), [set]);
  const schedule = useCallback(
    (id: number, kind: ToastKind) => {
      const ms = TOAST_DURATION_MS[kind];
      if (ms !== null) setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  const show = useCallback(
    (kind: ToastKind, title: string, body?: string) => {
      const id = nextId++;
      set((ts) => [...ts.slice(-4), body === undefined ? { id, kind, title } : { id, kind, title, body }]);
      schedule(id, kind);
      return id;
    },
    [set, schedule],
  );
  const update = useCallback(
    (id: number, kind: ToastKind, title: string, body?: string) => {
      const next: Toast = body === undefined ? { id, kind, title } : { id, kind, title, body };
      // a progress toast the user closed still gets its outcome: shown anew rather than lost
      set((ts) =>
        ts.some((t) => t.id === id) ? ts.map((t) => (t.id === id ? next : t)) : [...ts.slice(-4), next],
      );
      schedule(id, kind);
    },
    [set, schedule],
  );
  return useMemo(() => ({ show, update, dismiss }), [show, update, dismiss]);
}
