/**
 * How main reaches the outside: directly, or through the user's proxy (issue 35). Every
 * connection main opens — its HTTP client (http.ts), the WalletConnect relay's WebSocket
 * (proxiedWebSocket.ts), the fetch the SDKs see — asks `outboundAgent` here, so a proxy set
 * once covers them all, and while one is set nothing falls back to a direct connection.
 * Process-wide on purpose: main is one process and the proxy is one setting.
 */
import http from 'node:http';
import https from 'node:https';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { SocksProxyAgent } from 'socks-proxy-agent';
import { AppError } from '../../shared/errors';
import { proxyUrlProblem, withProxyLogin, type ProxyLogin } from '../../shared/net/proxyUrl';

/**
 * Keep-alive pools for direct connections: one TLS handshake per explorer, up to 96 sockets per
 * host (a UTXO discovery's pool, utxo/constants.ts).
 */
const POOL = { keepAlive: true, maxSockets: 96, keepAliveMsecs: 15_000 } as const;
const DIRECT = {
  'http:': new http.Agent(POOL),
  'https:': new https.Agent(POOL),
} as const;

interface Proxied {
  url: string;
  host: string;
  /** one agent for every scheme: both kinds tunnel, TLS to the target runs inside the tunnel */
  agent: http.Agent;
}

let proxied: Proxied | null = null;
/** the proxy's login, from the encrypted cache once unlocked (proxyLogin.ts); null: none */
let login: ProxyLogin | null = null;

/** The proxy in use ('' for none). */
export function outboundProxy(): string {
  return proxied?.url ?? '';
}

/**
 * Sets (or with '' clears) the proxy for every connection opened from now on. Open keep-alive
 * sockets of the previous route are closed, so no request rides a connection made before.
 */
export function setOutboundProxy(url: string): void {
  if ((proxied?.url ?? '') === url) return;
  const problem = url === '' ? null : proxyUrlProblem(url);
  if (problem) throw new AppError('BAD_INPUT', problem);
  route(url);
}

/**
 * Sets (or with null clears) the login the proxy is asked with, from now on. Kept in this
 * process's memory only; a proxy that wants one refuses every connection until it is set,
 * and nothing goes direct meanwhile.
 */
export function setOutboundProxyLogin(next: ProxyLogin | null): void {
  if (login?.user === next?.user && login?.pass === next?.pass) return;
  login = next ? { ...next } : null;
  if (proxied) route(proxied.url);
}

function route(url: string): void {
  proxied?.agent.destroy();
  DIRECT['http:'].destroy();
  DIRECT['https:'].destroy();
  if (url === '') {
    proxied = null;
    return;
  }
  const u = new URL(url);
  // the login goes to the agent only; `url` and `host`, which errors name, never hold it
  const withLogin = withProxyLogin(url, login);
  const agent =
    u.protocol === 'socks5h:'
      ? new SocksProxyAgent(withLogin, { ...POOL, timeout: 30_000 })
      : new HttpsProxyAgent(withLogin, { ...POOL });
  proxied = { url, host: u.host, agent };
}

/** The agent a connection to a `protocol` URL (http:, https:, ws:, wss:) goes through. */
export function outboundAgent(protocol: string): http.Agent {
  if (proxied) return proxied.agent;
  return protocol === 'https:' || protocol === 'wss:' ? DIRECT['https:'] : DIRECT['http:'];
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
]);

/**
 * A connection error as the user should read it: when the proxy itself could not be reached
 * (refused, unknown host, timed out), "proxy not reachable" naming it, an AppError so the
 * HTTP client does not retry; any other error, including the proxy's refusal of one target,
 * stays as it is.
 */
export function explainOutboundError(e: unknown): unknown {
  if (!proxied || !(e instanceof Error)) return e;
  const code = (e as NodeJS.ErrnoException).code ?? '';
  // the proxy's own address in a connect error (refused, unreachable), or the socks client's
  // words for a proxy that never finished its handshake; a target's failure reached through a
  // working proxy says neither, and stays as it is
  const aboutProxy =
    e.message.includes(proxied.host) || /Proxy connection timed out|^Socket closed$/.test(e.message);
  if (aboutProxy && (UNREACHABLE.has(code) || code === ''))
    return new AppError('NETWORK', `proxy not reachable (${proxied.host}): ${hideLogin(e.message)}`);
  // a proxy that wants a login (SOCKS5 auth refused, HTTP 407) says so, never the password
  if (/authentication|\b407\b/i.test(e.message))
    return new AppError(
      'NETWORK',
      login
        ? `the proxy refused the login (${proxied.host})`
        : `the proxy wants a login (${proxied.host}): unlock to use the saved one, or set one in Settings → Privacy`,
    );
  return e;
}

/** A message with the proxy's password (and its percent-encoded form) blanked out. */
function hideLogin(message: string): string {
  if (!login?.pass) return message;
  return message.split(login.pass).join('•••').split(encodeURIComponent(login.pass)).join('•••');
}
