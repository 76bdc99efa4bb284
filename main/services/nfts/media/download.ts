import { outboundFetch } from '../../../net/outboundFetch';
import { mediaTypeOf } from './sniffImage';

/** One media file, headers to last byte: a slow gateway gets this long, then the item shows its placeholder. */
export const MEDIA_TIMEOUT_MS = 20_000;

export type Downloaded =
  | { ok: true; contentType: string; bytes: Buffer }
  /** `transient`: the network failed, not the file; worth asking again later */
  | { ok: false; reason: string; transient?: true };

export interface DownloadOptions {
  /** what the file is, for the size refusal's words ('image', 'metadata') */
  what?: string;
  /** main's outbound fetch (the user's proxy, redirects refused); tests may pass their own */
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

const refuse = (reason: string): Downloaded => ({ ok: false, reason });
const failed = (reason: string): Downloaded => ({ ok: false, reason, transient: true });

/**
 * The one way main downloads NFT media and metadata: no redirect followed (a gateway cannot
 * send main to http: or to another host), the declared media type vetted by `accept` before a
 * byte of the body is read (it returns why not, or null), and the body aborted, not truncated,
 * past `maxBytes` whether or not Content-Length said so.
 */
export async function download(
  url: string,
  maxBytes: number,
  accept: (mediaType: string) => string | null,
  opts: DownloadOptions = {},
): Promise<Downloaded> {
  const fetchFn = opts.fetchFn ?? outboundFetch;
  let res: Response;
  try {
    res = await fetchFn(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs ?? MEDIA_TIMEOUT_MS),
    });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return /redirect/i.test(why)
      ? refuse('The media server redirected; not followed')
      : failed('The media could not be reached');
  }
  const drop = async (reason: string, transient = false) => {
    await res.body?.cancel().catch(() => undefined);
    return transient ? failed(reason) : refuse(reason);
  };
  if (!res.ok)
    return drop(`The media server answered HTTP ${res.status}`, res.status >= 500 || res.status === 429);
  const contentType = mediaTypeOf(res.headers.get('content-type'));
  const refusal = accept(contentType);
  if (refusal !== null) return drop(refusal);
  const tooLarge = `The ${opts.what ?? 'file'} is larger than ${sizeOf(maxBytes)}`;
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) return drop(tooLarge);
  const reader = res.body?.getReader();
  if (!reader) return refuse('The media server sent nothing');
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // counted as it streams in: Content-Length can be absent or lie
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return refuse(tooLarge);
      }
      chunks.push(value);
    }
  } catch {
    return failed('The media download broke off');
  }
  return { ok: true, contentType, bytes: Buffer.concat(chunks) };
}

const sizeOf = (max: number) => (max >= 2 ** 20 ? `${max / 2 ** 20} MB` : `${max / 1024} KB`);
