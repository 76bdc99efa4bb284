import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from './origin';
import { isAppSender, senderFrameInfo } from './sender';

describe('isAppSender', () => {
  it('accepts the main frame of the app', () => {
    expect(isAppSender({ url: 'app://wallet/', isMainFrame: true }, APP_ORIGIN)).toBe(true);
    expect(isAppSender({ url: 'app://wallet/home/transactions', isMainFrame: true }, APP_ORIGIN)).toBe(true);
  });

  it('refuses a missing frame', () => {
    expect(isAppSender(null, APP_ORIGIN)).toBe(false);
    expect(isAppSender(undefined, APP_ORIGIN)).toBe(false);
  });

  it('refuses a subframe of the app and a frame of unknown position', () => {
    expect(isAppSender({ url: 'app://wallet/', isMainFrame: false }, APP_ORIGIN)).toBe(false);
    expect(isAppSender({ url: 'app://wallet/' }, APP_ORIGIN)).toBe(false);
  });

  it.each([
    'app://wallet.evil.com/',
    'app://wallet@evil/',
    'https://wallet/',
    'http://127.0.0.1:5173/',
    'file:///index.html',
    'about:blank',
    'data:text/html,x',
    '',
  ])('refuses a main frame on %s', (url) => {
    expect(isAppSender({ url, isMainFrame: true }, APP_ORIGIN)).toBe(false);
  });
});

describe('senderFrameInfo', () => {
  it('marks a frame without a parent as the main frame', () => {
    expect(senderFrameInfo({ url: 'app://wallet/', parent: null })).toEqual({
      url: 'app://wallet/',
      isMainFrame: true,
    });
  });

  it('marks a frame with a parent as a subframe', () => {
    const top = { url: 'app://wallet/', parent: null };
    const info = senderFrameInfo({ url: 'app://wallet/', parent: top });
    expect(info).toEqual({ url: 'app://wallet/', isMainFrame: false });
    expect(isAppSender(info, APP_ORIGIN)).toBe(false);
  });

  it('treats a missing or disposed frame as no sender', () => {
    expect(senderFrameInfo(null)).toBeNull();
    const disposed = {
      get url(): string {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
      parent: null,
    };
    expect(senderFrameInfo(disposed)).toBeNull();
    expect(isAppSender(senderFrameInfo(disposed), APP_ORIGIN)).toBe(false);
  });
});
