import { describe, expect, it } from 'vitest';
import { isProviderPage, providerHostOf } from './providerUrl';

const HOST = 'sell.moon.example';

describe('isProviderPage: only https pages on the quoted provider host', () => {
  const rows: [string, boolean][] = [
    [`https://${HOST}/sell?requestId=r1`, true],
    [`http://${HOST}/sell`, false],
    [`https://evil.example/sell`, false],
    [`https://${HOST}.evil.example/sell`, false],
    [`https://user:pw@${HOST}/sell`, false],
    [`https://${HOST}/a/../b`, false],
    [`https://${HOST}:8443/sell`, false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ];
  for (const [url, ok] of rows)
    it(`${url} → ${ok}`, () => {
      expect(isProviderPage(url, HOST)).toBe(ok);
    });
  it('an empty host matches nothing', () => {
    expect(isProviderPage('https://x.example/', '')).toBe(false);
  });
});

describe('providerHostOf', () => {
  it('reads the host of an https site, refuses the rest', () => {
    expect(providerHostOf(`https://${HOST}/`)).toBe(HOST);
    expect(providerHostOf(`http://${HOST}/`)).toBeNull();
    expect(providerHostOf('nope')).toBeNull();
  });
});
