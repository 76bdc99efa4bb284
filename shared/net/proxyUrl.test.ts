import { describe, expect, it } from 'vitest';
import { ProxyInputSchema, ProxyUrlSchema, proxyUrlProblem, splitProxyUrl, withProxyLogin } from './proxyUrl';

describe('proxy URLs', () => {
  it('take a login only as input: the saved URL never holds one', () => {
    expect(ProxyInputSchema.parse('socks5h://alice:p%40ss@127.0.0.1:9050/')).toBe(
      'socks5h://alice:p%40ss@127.0.0.1:9050',
    );
    expect(ProxyInputSchema.safeParse('http://bob:x@proxy.example:3128').success).toBe(true);
    expect(ProxyUrlSchema.safeParse('socks5h://alice:pw@127.0.0.1:9050').success).toBe(false);
    expect(proxyUrlProblem('socks5h://alice:pw@127.0.0.1:9050')).toBe(
      'The saved proxy URL holds no user name or password',
    );
    expect(proxyUrlProblem('socks5h://:pw@127.0.0.1:9050', true)).toBe('A proxy password needs a user name');
    expect(proxyUrlProblem('socks5://alice:pw@127.0.0.1:9050', true)).toMatch(/socks5h/);
  });

  it('split the login off (decoded) and put it back for the agent only', () => {
    expect(splitProxyUrl('socks5h://alice:p%40ss%3Aw@127.0.0.1:9050')).toEqual({
      url: 'socks5h://127.0.0.1:9050',
      login: { user: 'alice', pass: 'p@ss:w' },
    });
    expect(splitProxyUrl('http://127.0.0.1:3128')).toEqual({ url: 'http://127.0.0.1:3128', login: null });
    expect(splitProxyUrl('')).toEqual({ url: '', login: null });
    expect(withProxyLogin('socks5h://127.0.0.1:9050', { user: 'alice', pass: 'p@ss:w' })).toBe(
      'socks5h://alice:p%40ss%3Aw@127.0.0.1:9050',
    );
    expect(withProxyLogin('http://127.0.0.1:3128', null)).toBe('http://127.0.0.1:3128');
  });
});
