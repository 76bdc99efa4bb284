import type { NativeImage } from 'electron';
import { wcLinkInImage } from '../walletconnect/qrImage';

/** the slice of Electron's clipboard (the W3C-style `read()` of Electron ≥ 45) the scanner uses */
export interface ClipboardReader {
  read(): Promise<
    ReadonlyArray<{ readonly types: readonly string[]; getType(type: string): Promise<unknown> }>
  >;
}

/**
 * The WalletConnect link in the clipboard's image (a screenshot of a dapp's QR code), read in
 * main: the window's session refuses `clipboard-read`, so the page never sees what else the
 * clipboard holds, and only a `wc:` link comes back.
 */
export function clipboardQrScanner(
  clipboard: ClipboardReader,
  images: { createFromBuffer(buffer: Buffer): NativeImage },
): () => Promise<string | null> {
  return async () => {
    for (const item of await clipboard.read()) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (!type) continue;
      const blob = await item.getType(type);
      if (!(blob instanceof Blob)) continue;
      const image = images.createFromBuffer(Buffer.from(await blob.arrayBuffer()));
      if (image.isEmpty()) continue;
      const { width, height } = image.getSize();
      const link = wcLinkInImage({ data: image.toBitmap(), width, height, order: 'bgra' });
      if (link) return link;
    }
    return null;
  };
}
