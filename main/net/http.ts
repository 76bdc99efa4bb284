/**
 * The one HTTP client of main (design.md: 30 s timeout, retry with backoff, provider
 * fallback in the spec's order, key rotation on 429). Chain families take it through their
 * ctx, so tests hand them the same client pointed at a local fixture server.
 */
import { AppError } from '../../shared/errors';
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

export function createHttp(options: HttpOptions = {}): Http {
  const doFetch = options.fetchImpl ?? fetch;
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
    const res = await doFetch(url, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? options.timeoutMs ?? HTTP_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await readCapped(res, MAX_RESPONSE_BYTES);
    // An error status stays an HttpError however long its body, so 5xx retry and 429 key rotation still work.
    if (!res.ok) {
      const retryAfter = res.headers.get('retry-after');
      throw new HttpError(
        res.status,
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
