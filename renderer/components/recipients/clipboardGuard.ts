/**
 * The clipboard checks of issue 34: clipboard malware swaps a copied address for its own. What
 * the app copied last is remembered (in memory only) so that a paste into the send form can be
 * compared with it, and a copy is read back shortly after to see that it stayed.
 */

/** How long after an in-app copy a different pasted address is suspicious. */
export const PASTE_WINDOW_MS = 5 * 60_000;
/** When the clipboard is read back after a copy: malware swaps within milliseconds of a change. */
export const READBACK_DELAY_MS = 800;

let lastCopied: { text: string; at: number } | null = null;

export function rememberCopy(text: string, now = Date.now()): void {
  lastCopied = { text, at: now };
}

/** The warning for a paste of `pasted`, or null: it differs from what the app copied moments before. */
export function pasteWarning(pasted: string, now = Date.now()): string | null {
  if (!lastCopied || now - lastCopied.at > PASTE_WINDOW_MS) return null;
  const p = pasted.trim();
  if (!p || p === lastCopied.text.trim()) return null;
  return 'The pasted address is not the one you copied in the app a moment ago. Something may have changed your clipboard: check every character.';
}

/** Main's answer to "does the clipboard still hold this?" (`clipboard.holds`). */
export type ClipboardHolds = (text: string) => Promise<{ supported: boolean; holds: boolean }>;

/**
 * Reads the clipboard back after a copy and calls `changed` if it no longer holds `text`.
 * Electron: main compares with its clipboard (the page may not read it). The browser host:
 * main cannot, so the page reads it back where it may; with the read refused nothing is said.
 */
export function verifyCopy(
  text: string,
  changed: () => void,
  holds: ClipboardHolds,
  delayMs = READBACK_DELAY_MS,
): void {
  setTimeout(() => {
    holds(text).then(
      (answer) => {
        if (answer.supported) {
          if (!answer.holds) changed();
          return;
        }
        if (!navigator.clipboard?.readText) return;
        navigator.clipboard.readText().then(
          (now) => {
            if (now !== text) changed();
          },
          () => undefined,
        );
      },
      () => undefined,
    );
  }, delayMs);
}
