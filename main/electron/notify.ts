import type { NotificationConstructorOptions } from 'electron';

/** What `notify` uses of Electron's Notification class. */
export interface NotificationClass {
  isSupported(): boolean;
  new (options: NotificationConstructorOptions): { show(): void };
}

const MAX_TITLE = 64;
const MAX_BODY = 256;
/** C0/C1 controls, and bidi overrides/isolates that could make an address read backwards. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Plain text only: some Linux notification servers render a subset of HTML in the body, so
 * markup characters are removed rather than escaped (an escape would show literally on the
 * servers that do not render markup).
 */
export function toPlainText(text: string, max: number): string {
  const clean = text
    .replace(UNSAFE_CHARS, ' ')
    .replace(/[<>]/g, '')
    .replace(/&/g, '+')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export type Notify = (title: string, body: string) => boolean;

/** A `notify(title, body)` over Electron's Notification; false (and no-op) where unsupported. */
export function createNotifier(Notification: NotificationClass): Notify {
  return (title, body) => {
    if (!Notification.isSupported()) return false;
    new Notification({
      title: toPlainText(title, MAX_TITLE),
      body: toPlainText(body, MAX_BODY),
      silent: false,
    }).show();
    return true;
  };
}
