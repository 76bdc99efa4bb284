import { outboundFetch } from '../../../net/outboundFetch';
import { mediaTypeOf, sniffImage, type ImageType } from './sniffImage';

/**
 * The largest NFT image main fetches: 5 MiB holds any gallery image at full resolution; past it
 * the download is aborted, not truncated (a cut image is no image, and a 50 MB one would sit in
 * main's memory and in the renderer's as base64).
 */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** One image, headers to last byte: a slow gateway gets this long, then the item shows its placeholder. */
export const MEDIA_TIMEOUT_MS = 20_000;

const SHOWN_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export type FetchedImage =
  | { ok: true; type: ImageType; bytes: Buffer }
  /** `transient`: the network failed, not the file; worth asking again later */
  | { ok: false; reason: string; transient?: true };

export interface FetchImageOptions {
  /** main's outbound fetch (the user's proxy, redirects refused); tests may pass their own */
  fetchFn?: typeof fetch;
  maxBytes?: number;
  timeoutMs?: number;
}

const refuse = (reason: string): FetchedImage => ({ ok: false, reason });
const failed = (reason: string): FetchedImage => ({ ok: false, reason, transient: true });

/**
 * Downloads `url` as an image the renderer may show, or says why not. SVG is refused (a document
 * that can carry script and load more; no pure-JS rasterizer is installed), and so is anything
 * whose content-type or first bytes are not PNG, JPEG, GIF or WebP, or whose two disagree.
 * No redirect is followed (outboundFetch refuses them): a gateway cannot send main to http: or to
 * another host.
 */
export async function fetchImage(url: string, opts: FetchImageOptions = {}): Promise<FetchedImage> {
  const maxBytes = opts.maxBytes ?? MEDIA_MAX_BYTES;
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
  const declared = mediaTypeOf(res.headers.get('content-type'));
  if (declared === 'image/svg+xml') return drop('SVG images are not shown (they can carry scripts)');
  if (!SHOWN_TYPES.has(declared)) return drop(`Not an image the gallery shows (${declared || 'no type'})`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) return drop(tooLarge(maxBytes));
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
        return refuse(tooLarge(maxBytes));
      }
      chunks.push(value);
    }
  } catch {
    return failed('The media download broke off');
  }
  const bytes = Buffer.concat(chunks);
  const sniffed = sniffImage(bytes);
  if (sniffed === null) return refuse('The file is not a PNG, JPEG, GIF or WebP image');
  if (sniffed !== declared) return refuse(`The file is ${sniffed} but was sent as ${declared}`);
  return { ok: true, type: sniffed, bytes };
}

const tooLarge = (max: number) => `The image is larger than ${max / 2 ** 20} MB`;
