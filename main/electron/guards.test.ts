import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  installGuards,
  installSessionGuards,
  permissionCheckDecision,
  permissionRequestDecision,
  shouldAllowNavigation,
  windowOpenDecision,
} from './guards';
import { APP_ORIGIN } from './origin';

describe('shouldAllowNavigation', () => {
  it('allows the app origin only', () => {
    expect(shouldAllowNavigation('app://wallet/', APP_ORIGIN)).toBe(true);
    expect(shouldAllowNavigation('app://wallet/home/transactions', APP_ORIGIN)).toBe(true);
  });

  it.each([
    'app://wallet.evil.com/',
    'app://wallet@evil/',
    'app://evil/',
    'javascript:alert(document.cookie)',
    'file:///',
    'file:///etc/passwd',
    'http://127.0.0.1/',
    'http://127.0.0.1:5173/',
    'https://wallet/',
    'https://etherscan.io/tx/0x00',
    'data:text/html,<script>1</script>',
    'about:blank',
    'chrome://settings',
    'devtools://devtools/bundled/inspector.html',
    '',
  ])('denies %s', (url) => {
    expect(shouldAllowNavigation(url, APP_ORIGIN)).toBe(false);
  });
});

describe('decisions', () => {
  it('denies every window open', () => {
    expect(windowOpenDecision()).toEqual({ action: 'deny' });
  });

  it.each(['media', 'notifications', 'clipboard-read', 'geolocation', 'openExternal', 'usb', 'unknown'])(
    'refuses permission %s, even to the app itself',
    (p) => {
      expect(permissionRequestDecision(p, 'app://wallet/', 'app://wallet')).toBe(false);
      expect(permissionCheckDecision(p, 'app://wallet', 'app://wallet')).toBe(false);
    },
  );

  it('lets only the app itself write to the clipboard', () => {
    expect(
      permissionRequestDecision('clipboard-sanitized-write', 'app://wallet/#/home', 'app://wallet'),
    ).toBe(true);
    expect(permissionCheckDecision('clipboard-sanitized-write', 'app://wallet', 'app://wallet')).toBe(true);
    expect(
      permissionRequestDecision('clipboard-sanitized-write', 'https://evil.example/', 'app://wallet'),
    ).toBe(false);
    expect(permissionRequestDecision('clipboard-sanitized-write')).toBe(false);
  });
});

/** Records what installGuards attaches, so its events can be fired as Electron would. */
class FakeContents extends EventEmitter {
  openHandler: ((d: { url: string }) => unknown) | null = null;
  setWindowOpenHandler(h: (d: { url: string }) => unknown) {
    this.openHandler = h;
  }
  fire(event: string, url: string): boolean {
    let prevented = false;
    this.emit(event, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

describe('installGuards', () => {
  const fake = new FakeContents();
  installGuards(fake as unknown as WebContents, APP_ORIGIN);

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])(
    '%s blocks foreign URLs only',
    (event) => {
      expect(fake.fire(event, 'https://evil.example/')).toBe(true);
      expect(fake.fire(event, 'app://wallet.evil.com/')).toBe(true);
      expect(fake.fire(event, 'file:///etc/passwd')).toBe(true);
      expect(fake.fire(event, 'app://wallet/home')).toBe(false);
    },
  );

  it('denies window.open', () => {
    expect(fake.openHandler?.({ url: 'app://wallet/' })).toEqual({ action: 'deny' });
  });

  it('prevents webview attachment', () => {
    expect(fake.fire('will-attach-webview', 'app://wallet/')).toBe(true);
  });
});

describe('installSessionGuards', () => {
  it('refuses requests, checks and devices', () => {
    type Handler = (...args: unknown[]) => unknown;
    const handlers: Record<string, Handler> = {};
    const session = {
      setPermissionRequestHandler: (h: Handler) => (handlers.request = h),
      setPermissionCheckHandler: (h: Handler) => (handlers.check = h),
      setDevicePermissionHandler: (h: Handler) => (handlers.device = h),
    };
    installSessionGuards(session as unknown as Session, 'app://wallet');
    const granted: boolean[] = [];
    const fromApp = { requestingUrl: 'app://wallet/' };
    handlers.request!(null, 'media', (g: boolean) => granted.push(g), fromApp);
    handlers.request!(null, 'notifications', (g: boolean) => granted.push(g), fromApp);
    handlers.request!(null, 'clipboard-sanitized-write', (g: boolean) => granted.push(g), {
      requestingUrl: 'https://x.io/',
    });
    handlers.request!(null, 'clipboard-sanitized-write', (g: boolean) => granted.push(g), fromApp);
    expect(granted).toEqual([false, false, false, true]);
    expect(handlers.check!(null, 'clipboard-read', 'app://wallet', {})).toBe(false);
    expect(handlers.device!({ deviceType: 'usb', origin: 'app://wallet' })).toBe(false);
  });
});
