// The Electron clipboard path: main reads the clipboard's image item, turns it into a
// NativeImage (BGRA pixels) and hands back only a wc: link.
import type { NativeImage } from 'electron';
import { describe, expect, it } from 'vitest';
import { screenWith } from '../../test/walletconnect/qrPicture';
import { clipboardQrScanner, type ClipboardReader } from './clipboardQr';

const LINK = `wc:${'3c'.repeat(32)}@2?expiryTimestamp=1795527830&relay-protocol=irn&symKey=${'a1'.repeat(32)}`;
const { width, height } = screenWith(LINK, 'bgra');

/** Stands in for nativeImage: the "file" is the raw BGRA pixels of a width × height picture. */
const rawImages = {
  createFromBuffer: (buffer: Buffer) =>
    ({
      isEmpty: () => buffer.length === 0,
      getSize: () => ({ width, height }),
      toBitmap: () => buffer,
    }) as unknown as NativeImage,
};

const clipboardOf = (items: Record<string, Blob | string>[]): ClipboardReader => ({
  read: () =>
    Promise.resolve(
      items.map((entries) => ({
        types: Object.keys(entries),
        getType: (t: string) => Promise.resolve(entries[t]),
      })),
    ),
});

const pictureOf = (text: string) => new Blob([screenWith(text, 'bgra').data]);

describe('clipboardQrScanner', () => {
  it("reads a dapp's QR from a screenshot in the clipboard, past a text item", async () => {
    const clip = clipboardOf([{ 'text/plain': 'hello' }, { 'image/png': pictureOf(LINK) }]);
    expect(await clipboardQrScanner(clip, rawImages)()).toBe(LINK);
  });

  it('an empty clipboard, text only, or an image whose QR is not a wc: link gives nothing', async () => {
    expect(await clipboardQrScanner(clipboardOf([]), rawImages)()).toBeNull();
    expect(await clipboardQrScanner(clipboardOf([{ 'text/plain': LINK }]), rawImages)()).toBeNull();
    const other = clipboardOf([{ 'image/png': pictureOf('https://evil.example/?x=1') }]);
    expect(await clipboardQrScanner(other, rawImages)()).toBeNull();
    const empty = clipboardOf([{ 'image/png': new Blob([]) }]);
    expect(await clipboardQrScanner(empty, rawImages)()).toBeNull();
  });
});
