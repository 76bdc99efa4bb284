import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, isSameAppOrigin } from './origin';

describe('isSameAppOrigin', () => {
  it('accepts the app origin with any path', () => {
    expect(APP_ORIGIN).toBe('app://wallet');
    expect(isSameAppOrigin('app://wallet/', APP_ORIGIN)).toBe(true);
    expect(isSameAppOrigin('app://wallet/home/transactions?x=1#y', APP_ORIGIN)).toBe(true);
  });

  it.each([
    'app://wallet.evil.com/',
    'app://wallet@evil/',
    'app://user:pw@wallet/',
    'app://evil/',
    'app:///index.html',
    'app://wallet:8080/',
    'https://wallet/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://127.0.0.1/',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isSameAppOrigin(url, APP_ORIGIN)).toBe(false);
  });

  it('refuses everything when the app origin itself is malformed', () => {
    expect(isSameAppOrigin('app://wallet/', 'not a url')).toBe(false);
  });
});
