import type { ClipboardEvent } from 'react';
import { pasteWarning } from './clipboardGuard';

/** An onPaste handler for an address field: `warn` gets the warning when the pasted text is not what the app copied. */
export function pasteChecker(warn: (message: string | null) => void) {
  return (e: ClipboardEvent<HTMLInputElement>) => warn(pasteWarning(e.clipboardData.getData('text')));
}
