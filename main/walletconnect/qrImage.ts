import jsQR from 'jsqr';
import { wcLinkFromArgv } from './wcLink';

/** A picture's pixels, 4 bytes each, in the order the capture gives them. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  /** Electron's NativeImage.toBitmap() is BGRA; canvases and jsQR are RGBA */
  order: 'rgba' | 'bgra';
}

/**
 * The WalletConnect link in a QR code of the picture (a screen with a dapp's QR on it), or
 * null: jsQR finds the code anywhere in the picture; text that is not a `wc:` v2 link is not
 * returned, so a screen scan cannot hand main anything else.
 */
export function wcLinkInImage(p: Pixels): string | null {
  if (p.data.length !== p.width * p.height * 4) return null;
  let rgba = p.data;
  if (p.order === 'bgra') {
    rgba = new Uint8Array(p.data.length);
    for (let i = 0; i < p.data.length; i += 4) {
      rgba[i] = p.data[i + 2]!;
      rgba[i + 1] = p.data[i + 1]!;
      rgba[i + 2] = p.data[i]!;
      rgba[i + 3] = p.data[i + 3]!;
    }
  }
  const code = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), p.width, p.height);
  return code ? wcLinkFromArgv([code.data.trim()]) : null;
}
