import { z } from 'zod';

/** What "Use Tor" fills in: Tor's own SOCKS port, names resolved by Tor (socks5h). */
export const TOR_PROXY = 'socks5h://127.0.0.1:9050';

/** A proxy's login: SOCKS5 user name and password (RFC 1929) or HTTP CONNECT Basic. */
export interface ProxyLogin {
  user: string;
  pass: string;
}

/**
 * Why a proxy URL is refused, or null when main can use it. Only `socks5h://` (names resolved
 * at the proxy, so no DNS query leaves the computer and Tor's .onion names work) and
 * `http://` (HTTP CONNECT) are taken; `socks5://` would look names up locally, a leak a user
 * who set a proxy did not ask for. No path. A login (user:pass@) only where `withLogin`: the
 * settings file never holds one, the encrypted cache does (main/net/proxyLogin.ts).
 */
export function proxyUrlProblem(raw: string, withLogin = false): string | null {
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
  if (!withLogin && (u.username || u.password)) return 'The saved proxy URL holds no user name or password';
  if (withLogin && u.password && !u.username) return 'A proxy password needs a user name';
  if ((u.pathname !== '' && u.pathname !== '/') || u.search || u.hash)
    return 'The proxy URL must be only scheme, host and port';
  return null;
}

/**
 * A proxy URL as the user typed it, split into what the settings file keeps (scheme, host and
 * port) and the login, percent-decoded, which only the encrypted cache keeps.
 */
export function splitProxyUrl(raw: string): { url: string; login: ProxyLogin | null } {
  if (raw === '') return { url: '', login: null };
  const u = new URL(raw);
  const login = u.username
    ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
    : null;
  u.username = '';
  u.password = '';
  return { url: u.toString().replace(/\/$/, ''), login };
}

/** A proxy URL with the login put back in, for the agent only: never stored, logged or shown. */
export function withProxyLogin(url: string, login: ProxyLogin | null): string {
  if (!login) return url;
  const u = new URL(url);
  u.username = encodeURIComponent(login.user);
  u.password = encodeURIComponent(login.pass);
  return u.toString().replace(/\/$/, '');
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

/**
 * What the user types in Settings → Privacy: '' or a proxy URL, with a login if the proxy
 * takes one (socks5h://user:pass@host:port, http://user:pass@host:port).
 */
export const ProxyInputSchema = z
  .string()
  .max(512)
  .transform((s) => s.trim().replace(/\/$/, ''))
  .superRefine((s, ctx) => {
    const problem = s === '' ? null : proxyUrlProblem(s, true);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
