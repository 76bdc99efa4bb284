import { download, type DownloadOptions } from './download';
import { sniffImage, type ImageType } from './sniffImage';

/**
 * The largest NFT image main fetches: 5 MiB holds any gallery image at full resolution; past it
 * the download is aborted, not truncated (a cut image is no image, and a 50 MB one would sit in
 * main's memory and in the renderer's as base64).
 */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

const SHOWN_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export type FetchedImage =
  | { ok: true; type: ImageType; bytes: Buffer }
  /** `transient`: the network failed, not the file; worth asking again later */
  | { ok: false; reason: string; transient?: true };

export interface FetchImageOptions extends Omit<DownloadOptions, 'what'> {
  maxBytes?: number;
}

const refuse = (reason: string): FetchedImage => ({ ok: false, reason });

/**
 * Downloads `url` as an image the renderer may show, or says why not. SVG is refused (a document
 * that can carry script and load more; no pure-JS rasterizer is installed), and so is anything
 * whose content-type or first bytes are not PNG, JPEG, GIF or WebP, or whose two disagree.
 * No redirect is followed (download.ts): a gateway cannot send main to http: or to another host.
 */
export async function fetchImage(url: string, opts: FetchImageOptions = {}): Promise<FetchedImage> {
  const got = await download(
    url,
    opts.maxBytes ?? MEDIA_MAX_BYTES,
    (declared) => {
      if (declared === 'image/svg+xml') return 'SVG images are not shown (they can carry scripts)';
      if (!SHOWN_TYPES.has(declared)) return `Not an image the gallery shows (${declared || 'no type'})`;
      return null;
    },
    { ...opts, what: 'image' },
  );
  if (!got.ok) return got;
  const sniffed = sniffImage(got.bytes);
  if (sniffed === null) return refuse('The file is not a PNG, JPEG, GIF or WebP image');
  if (sniffed !== got.contentType) return refuse(`The file is ${sniffed} but was sent as ${got.contentType}`);
  return { ok: true, type: sniffed, bytes: got.bytes };
}
