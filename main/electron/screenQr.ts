import type { DesktopCapturer, Screen } from 'electron';
import { wcLinkInImage } from '../walletconnect/qrImage';

/**
 * Scans every screen for a WalletConnect QR code, in main: desktopCapturer's thumbnail of each
 * screen at its full pixel size, decoded with jsQR. Main captures rather than the renderer
 * (getDisplayMedia), so the window's session keeps refusing every media permission; the
 * pictures never leave main, and only a `wc:` link comes back. macOS asks the user for
 * screen-recording permission the first time.
 */
export function screenQrScanner(capturer: DesktopCapturer, screen: Screen): () => Promise<string | null> {
  return async () => {
    const largest = screen.getAllDisplays().reduce(
      (m, d) => ({
        width: Math.max(m.width, Math.round(d.size.width * d.scaleFactor)),
        height: Math.max(m.height, Math.round(d.size.height * d.scaleFactor)),
      }),
      { width: 0, height: 0 },
    );
    const sources = await capturer.getSources({ types: ['screen'], thumbnailSize: largest });
    for (const s of sources) {
      const { width, height } = s.thumbnail.getSize();
      const link = wcLinkInImage({ data: s.thumbnail.toBitmap(), width, height, order: 'bgra' });
      if (link) return link;
    }
    return null;
  };
}
