import { z } from 'zod';

/** What "Use Tor" fills in: Tor's own SOCKS port, names resolved by Tor (socks5h). */
export const TOR_PROXY = 'socks5h://127.0.0.1:9050';

/**
 * Why a proxy URL is refused, or null when main can use it. Only `socks5h://` (names resolved
 * at the proxy, so no DNS query leaves the computer and Tor's .onion names work) and
 * `http://` (HTTP CONNECT) are taken; `socks5://` would look names up locally, a leak a user
 * who set a proxy did not ask for. No path and no credentials: main never sends them.
 */
export function proxyUrlProblem(raw: string): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'Not a URL; write it as socks5h://host:port or http://host:port';
  }
  if (u.protocol === 'socks5:' || u.protocol === 'socks:')
    return 'Use socks5h:// so names are resolved by the proxy, not by this computer';
  if (u.protocol !== 'socks5h:' && u.protocol !== 'http:')
    return 'Only socks5h:// (SOCKS5) and http:// (HTTP CONNECT) proxies are supported';
  if (!u.hostname) return 'The proxy URL has no host';
  if (!u.port) return 'The proxy URL needs a port, e.g. :9050';
  if (u.username || u.password) return 'A proxy with a user name or password is not supported';
  if ((u.pathname !== '' && u.pathname !== '/') || u.search || u.hash)
    return 'The proxy URL must be only scheme, host and port';
  return null;
}

/** '' (no proxy) or a proxy URL main can use, kept as typed minus a trailing slash. */
export const ProxyUrlSchema = z
  .string()
  .max(256)
  .transform((s) => s.trim().replace(/\/$/, ''))
  .superRefine((s, ctx) => {
    const problem = s === '' ? null : proxyUrlProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
