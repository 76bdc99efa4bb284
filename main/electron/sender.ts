import { isSameAppOrigin } from './origin';

export interface SenderFrameInfo {
  url: string;
  /** must be given and true: a frame of unknown position is treated as a subframe */
  isMainFrame?: boolean;
}

/**
 * Whether an IPC call comes from the app itself: the top frame of a page on the app origin.
 * A missing frame (navigated away or destroyed) and any subframe are refused.
 */
export function isAppSender(frame: SenderFrameInfo | null | undefined, appOrigin: string): boolean {
  if (!frame || frame.isMainFrame !== true) return false;
  return isSameAppOrigin(frame.url, appOrigin);
}

/**
 * Reads a WebFrameMain into the shape above. The frame may already be disposed (its page
 * navigated away mid-call), and then reading it throws: such a sender is nobody's.
 */
export function senderFrameInfo(
  frame: { readonly url: string; readonly parent: unknown } | null,
): SenderFrameInfo | null {
  if (!frame) return null;
  try {
    return { url: frame.url, isMainFrame: frame.parent === null };
  } catch {
    return null;
  }
}
