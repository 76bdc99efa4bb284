/**
 * The one HTTP client of main (design.md: 30 s timeout, retry with backoff, provider
 * fallback in the spec's order, key rotation on 429). Chain families take it through their
 * ctx, so tests hand them the same client pointed at a local fixture server.
 */
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { AppError } from '../../shared/errors';
import { explainOutboundError, outboundAgent } from './outbound';
import { parseJsonLossless } from './parseJsonLossless';

export const HTTP_TIMEOUT_MS = 30_000;

/**
 * The most main reads of one answer from a node or explorer. Far above any real answer
 * (a page of history, a block of fee data), and low enough that a hostile or broken server
 * cannot grow main's memory without bound.
 */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: string,
    /** the answer's headers a caller may act on (retry-after), lower-case names */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(`HTTP ${status} from ${new URL(url).host}`);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON body (sent with content-type application/json) */
  json?: unknown;
  /** raw text body, e.g. a transaction hex */
  text?: string;
  /** raw binary body (Blockfrost's tx/submit takes CBOR); content-type from `headers` */
  bytes?: Uint8Array<ArrayBuffer>;
  /** form body, e.g. Horizon's tx submission */
  form?: Record<string, string>;
  timeoutMs?: number;
  /** retries on network errors and 5xx; 4xx are the caller's answer and are not retried */
  retries?: number;
}

export interface Http {
  /** The answer's raw text, for callers that need the exact bytes (a transaction hex, a signature). */
  request(url: string, opts?: RequestOptions): Promise<string>;
  /**
   * The answer as JSON, read by parseJsonLossless: an integer past 2^53 is an exact `bigint`,
   * so wire types must not promise `number` for an amount; read amounts with baseUnitsOf.
   */
  json<T = unknown>(url: string, opts?: RequestOptions): Promise<T>;
}

export interface HttpOptions {
  /**
   * Sends through this fetch instead of main's own keep-alive agents (tests that fake a
   * transport); the rules on the answer are the same either way.
   */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  /** base backoff; doubled per attempt. Tests pass 0. */
  backoffMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The body as text, or null once it passes `limit` bytes. Counted as it streams in, since
 * Content-Length can be absent, can lie, and counts gzip's bytes rather than what they inflate to.
 */
async function readCapped(res: Response, limit: number): Promise<string | null> {
  if (Number(res.headers.get('content-length')) > limit) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** What one exchange gave: the status, the headers a caller acts on, and the body (null past the cap). */
interface Answer {
  status: number;
  retryAfter: string | null;
  text: string | null;
}

interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  timeoutMs: number;
}

/** One exchange over main's keep-alive agents; refuses redirects as fetch's redirect: 'error' did. */
function nodeExchange(url: string, o: Outgoing): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const mod = u.protocol === 'https:' ? https : u.protocol === 'http:' ? http : null;
    if (!mod) return reject(new TypeError(`unsupported protocol ${u.protocol}`));
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...o.headers };
    if (o.body !== undefined) headers['content-length'] = String(Buffer.byteLength(o.body));
    let settled = false;
    const done = (f: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      f();
    };
    const req = mod.request(u, {
      method: o.method,
      headers,
      // the keep-alive pool, or the user's proxy when one is set (outbound.ts)
      agent: outboundAgent(u.protocol),
    });
    const timer = setTimeout(() => {
      const e = new Error(`timed out after ${o.timeoutMs} ms`);
      e.name = 'TimeoutError';
      req.destroy(e);
    }, o.timeoutMs);
    let response: http.IncomingMessage | undefined;
    // a server that sends more than its Content-Length breaks the socket after the answer is
    // whole: the answer stands (as with fetch), the socket is dropped
    req.on('error', (e) => {
      if (!response?.complete) done(() => reject(explainOutboundError(e)));
    });
    req.on('response', (res) => {
      response = res;
      const status = res.statusCode ?? 0;
      const retryAfter = (res.headers['retry-after'] as string | undefined) ?? null;
      if (status >= 300 && status < 400) {
        res.resume();
        return done(() => reject(new TypeError(`redirect refused (HTTP ${status} from ${u.host})`)));
      }
      const cap = (text: string | null) => done(() => resolve({ status, retryAfter, text }));
      if (Number(res.headers['content-length']) > MAX_RESPONSE_BYTES) {
        cap(null);
        return res.destroy();
      }
      // the cap counts what the body inflates to, not gzip's bytes
      const encoding = String(res.headers['content-encoding'] ?? '')
        .trim()
        .toLowerCase();
      const inflate =
        encoding === 'gzip' || encoding === 'x-gzip'
          ? zlib.createGunzip()
          : encoding === 'deflate'
            ? zlib.createInflate()
            : encoding === 'br'
              ? zlib.createBrotliDecompress()
              : null;
      const body = inflate ? res.pipe(inflate) : res;
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (c: Buffer) => {
        size += c.length;
        if (size > MAX_RESPONSE_BYTES) {
          cap(null);
          res.destroy();
          return inflate?.destroy();
        }
        chunks.push(c);
      });
      body.on('end', () => cap(Buffer.concat(chunks).toString('utf8')));
      body.on('error', (e) => done(() => reject(e)));
      res.on('error', (e) => done(() => reject(e)));
      res.on('aborted', () => {
        if (!res.complete) done(() => reject(new Error(`connection to ${u.host} closed mid-answer`)));
      });
    });
    req.end(o.body);
  });
}

function fetchExchange(doFetch: typeof fetch) {
  return async (url: string, o: Outgoing): Promise<Answer> => {
    const res = await doFetch(url, {
      method: o.method,
      headers: o.headers,
      body: o.body,
      signal: AbortSignal.timeout(o.timeoutMs),
      redirect: 'error',
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      text: await readCapped(res, MAX_RESPONSE_BYTES),
    };
  };
}

export function createHttp(options: HttpOptions = {}): Http {
  const exchange = options.fetchImpl ? fetchExchange(options.fetchImpl) : nodeExchange;
  const backoff = options.backoffMs ?? 300;

  async function once(url: string, opts: RequestOptions): Promise<string> {
    const headers: Record<string, string> = { accept: 'application/json, text/plain', ...opts.headers };
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.text !== undefined) {
      headers['content-type'] = 'text/plain';
      body = opts.text;
    } else if (opts.bytes !== undefined) {
      headers['content-type'] ??= 'application/octet-stream';
      body = opts.bytes;
    }
    const { status, retryAfter, text } = await exchange(url, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      timeoutMs: opts.timeoutMs ?? options.timeoutMs ?? HTTP_TIMEOUT_MS,
    });
    // An error status stays an HttpError however long its body, so 5xx retry and 429 key rotation still work.
    if (status < 200 || status > 299) {
      throw new HttpError(
        status,
        url,
        (text ?? '').slice(0, 2000),
        retryAfter === null ? undefined : { 'retry-after': retryAfter },
      );
    }
    if (text === null)
      throw new AppError(
        'NETWORK',
        `The answer from ${new URL(url).host} is too large (over ${MAX_RESPONSE_BYTES / 2 ** 20} MiB)`,
      );
    return text;
  }

  async function request(url: string, opts: RequestOptions = {}): Promise<string> {
    const retries = opts.retries ?? options.retries ?? 2;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(url, opts);
      } catch (e) {
        // An AppError is a verdict on the answer itself (too large): asking again gets the same one.
        const retryable = e instanceof HttpError ? e.status >= 500 : !(e instanceof AppError);
        if (!retryable || attempt >= retries) throw e;
        await sleep(backoff * 2 ** attempt);
      }
    }
  }

  return {
    request,
    async json<T>(url: string, opts?: RequestOptions): Promise<T> {
      const text = await request(url, opts);
      try {
        return parseJsonLossless(text) as T;
      } catch {
        throw new AppError('NETWORK', `Malformed JSON from ${new URL(url).host}`);
      }
    },
  };
}

/** Runs `fn` with each API key in turn while the provider answers 429 (rate limited). */
export async function withKeyRotation<T>(
  keys: readonly string[],
  fn: (key: string) => Promise<T>,
): Promise<T> {
  if (keys.length === 0) throw new AppError('NETWORK', 'No API key configured');
  let last: unknown;
  for (const key of keys) {
    try {
      return await fn(key);
    } catch (e) {
      last = e;
      if (!(e instanceof HttpError && e.status === 429)) throw e;
    }
  }
  throw last;
}
