import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';

/** Splits a policy into directive → sources, failing on a directive given twice. */
function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (out.has(name)) throw new Error(`duplicate directive ${name}`);
    out.set(name, sources);
  }
  return out;
}

describe('buildCsp', () => {
  it('sets every directive to its strict value', () => {
    const csp = parseCsp(buildCsp({ connectSrc: [] }));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'none'"],
      'worker-src': ["'none'"],
    });
  });

  it('never allows inline code or eval', () => {
    const policy = buildCsp({ connectSrc: ['ws://127.0.0.1:5173'] });
    expect(policy).not.toMatch(/unsafe-/);
    expect(policy).not.toMatch(/\*/);
  });

  it('adds connect-src origins after self', () => {
    const csp = parseCsp(
      buildCsp({ connectSrc: ['ws://127.0.0.1:5173', 'https://api.example.com', 'ws://[::1]:80'] }),
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'ws://127.0.0.1:5173',
      'https://api.example.com',
      'ws://[::1]:80',
    ]);
  });

  it.each([
    'ws://127.0.0.1:1 https://evil.com',
    'ws://127.0.0.1:1;script-src *',
    'ws://127.0.0.1:1,https://evil.com',
    "'unsafe-eval'",
    "'unsafe-inline'",
    '*',
    'https:',
    'data:',
    'https://*.evil.com',
    'javascript://x',
    'https://evil.com/path',
    'ws://127.0.0.1:1\n',
    '',
  ])('refuses connect-src entry %j', (entry) => {
    expect(() => buildCsp({ connectSrc: [entry] })).toThrow(/refused connect-src/);
  });
});
