import { outboundFetch } from '../net/outboundFetch';

/** The largest icon main fetches for a dapp; bigger ones are dropped, not truncated. */
export const ICON_MAX_BYTES = 256 * 1024;
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/**
 * A dapp's icon fetched by main and handed to the renderer as a data: URL, so the renderer
 * never contacts the dapp's host. Raster images only (an SVG is a document that can carry
 * script), https or loopback http, at most ICON_MAX_BYTES, 5 s; null on anything else.
 * Results are cached per URL for the life of the process. Fetched over main's outbound route,
 * so a dapp's host sees the user's proxy, not the user.
 */
export function createIconProxy(fetchFn: typeof fetch = outboundFetch) {
  const cache = new Map<string, Promise<string | null>>();
  const load = async (url: string): Promise<string | null> => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return null;
    }
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && u.hostname === '127.0.0.1')) return null;
    try {
      const res = await fetchFn(u, { redirect: 'error', signal: AbortSignal.timeout(5000) });
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!res.ok || !IMAGE_TYPES.has(type)) return null;
      if (Number(res.headers.get('content-length') ?? 0) > ICON_MAX_BYTES) return null;
      const reader = res.body?.getReader();
      if (!reader) return null;
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > ICON_MAX_BYTES) {
          await reader.cancel();
          return null;
        }
        chunks.push(value);
      }
      return `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
    } catch {
      return null;
    }
  };
  return (url: string | undefined): Promise<string | null> => {
    if (!url) return Promise.resolve(null);
    let p = cache.get(url);
    if (!p) {
      p = load(url);
      cache.set(url, p);
    }
    return p;
  };
}

export type IconProxy = ReturnType<typeof createIconProxy>;
