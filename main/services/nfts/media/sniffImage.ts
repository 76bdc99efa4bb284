/** The raster formats the gallery shows; each is decoded by Chromium's image decoders, never run. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (b: Uint8Array, from: number, to: number) =>
  Buffer.from(b.subarray(from, to)).toString('latin1');

/**
 * The image type the first bytes prove, or null. The server's content-type alone is not
 * believed: an HTML or SVG document labelled image/png would be handed to the renderer as one.
 */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (head.length >= 8 && Buffer.from(head.subarray(0, 8)).equals(PNG)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A content-type header's media type, lower case, without parameters. */
export function mediaTypeOf(header: string | null): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}
