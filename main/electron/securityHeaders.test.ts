import { describe, expect, it } from 'vitest';
import { buildCsp } from '../security/csp';
import { securityHeaders, withSecurityHeaders } from './securityHeaders';

const csp = buildCsp({ connectSrc: [] });

describe('securityHeaders', () => {
  it('carries the CSP and nosniff', () => {
    const h = securityHeaders(csp);
    expect(h['Content-Security-Policy']).toBe(csp);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['X-Frame-Options']).toBe('DENY');
  });
});

describe('withSecurityHeaders', () => {
  it('replaces a response CSP under any spelling and keeps other headers', () => {
    const out = withSecurityHeaders(
      {
        'content-security-policy': ["default-src *; script-src 'unsafe-inline'"],
        'X-CONTENT-TYPE-OPTIONS': 'sniff',
        'Content-Type': ['text/html'],
        'Set-Cookie': ['a=1', 'b=2'],
      },
      csp,
    );
    const names = Object.keys(out).map((k) => k.toLowerCase());
    expect(names.filter((n) => n === 'content-security-policy')).toHaveLength(1);
    expect(names.filter((n) => n === 'x-content-type-options')).toHaveLength(1);
    expect(out['Content-Security-Policy']).toEqual([csp]);
    expect(out['X-Content-Type-Options']).toEqual(['nosniff']);
    expect(out['Content-Type']).toEqual(['text/html']);
    expect(out['Set-Cookie']).toEqual(['a=1', 'b=2']);
  });

  it('works without response headers', () => {
    expect(withSecurityHeaders(undefined, csp)['Content-Security-Policy']).toEqual([csp]);
  });
});
