/**
 * A fetch over main's outbound route (outbound.ts), for code written against fetch (the
 * WalletConnect icon proxy) that must go through the user's proxy like everything else. Node's
 * global fetch has its own connections and would connect directly. Covers what those callers
 * use: method, headers, a string or byte body, `signal`, `redirect: 'error'` (the only kind
 * main allows: a redirect is refused), and a streamed body.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { explainOutboundError, outboundAgent } from './outbound';

export const outboundFetch: typeof fetch = (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const u = new URL(input instanceof Request ? input.url : String(input));
    const mod = u.protocol === 'https:' ? https : u.protocol === 'http:' ? http : null;
    if (!mod) return reject(new TypeError(`unsupported protocol ${u.protocol}`));
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array))
      return reject(new TypeError('outboundFetch sends only string or byte bodies'));
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) return reject(signal.reason);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const req = mod.request(u, {
      method: init?.method ?? 'GET',
      headers,
      agent: outboundAgent(u.protocol),
    });
    const onAbort = () => req.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (e) => reject(explainOutboundError(e)));
    req.on('close', () => signal?.removeEventListener('abort', onAbort));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return reject(new TypeError(`redirect refused (HTTP ${status} from ${u.host})`));
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers))
        for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one);
      const stream =
        status === 204 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
      resolve(new Response(stream, { status, statusText: res.statusMessage ?? '', headers }));
    });
    req.end(body ?? undefined);
  });
