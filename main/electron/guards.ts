import type { Session, WebContents } from 'electron';
import { isSameAppOrigin } from './origin';

/** Only the app's own pages may be navigated to; links out go through `explorer.open`. */
export function shouldAllowNavigation(url: string, appOrigin: string): boolean {
  return isSameAppOrigin(url, appOrigin);
}

/** No page may open a window: popups, `target=_blank` and `window.open` all end here. */
export function windowOpenDecision(): { action: 'deny' } {
  return { action: 'deny' };
}

/**
 * The wallet needs one browser permission: writing to the clipboard (copying an address),
 * and only for the app's own pages. Everything else (camera, page notifications, clipboard
 * read, USB, ...) is refused; main shows notifications itself.
 */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function permissionRequestDecision(permission: string, requestingUrl = '', appOrigin = ''): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && appOrigin !== '' && isSameAppOrigin(requestingUrl, appOrigin);
}

export function permissionCheckDecision(permission: string, requestingUrl = '', appOrigin = ''): boolean {
  return permissionRequestDecision(permission, requestingUrl, appOrigin);
}

export function devicePermissionDecision(): false {
  return false;
}

/** Wires the decisions into one webContents; applied to every webContents Electron creates. */
export function installGuards(contents: WebContents, appOrigin: string): void {
  const guardNavigation = (event: { url: string; preventDefault(): void }) => {
    if (!shouldAllowNavigation(event.url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', guardNavigation);
  contents.on('will-frame-navigate', guardNavigation);
  contents.on('will-redirect', guardNavigation);
  contents.setWindowOpenHandler(() => windowOpenDecision());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Session-wide: every permission request and check is refused but the clipboard write, devices included. */
export function installSessionGuards(session: Session, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionRequestDecision(permission, details.requestingUrl, appOrigin)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionCheckDecision(permission, requestingOrigin, appOrigin),
  );
  session.setDevicePermissionHandler(() => devicePermissionDecision());
}
