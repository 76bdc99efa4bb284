// The screen-scan decode path: a QR made by the qrcode package, drawn into a larger "screen"
// with other content around it, in Electron's BGRA byte order, is found and read by jsQR.
import { describe, expect, it } from 'vitest';
import { screenWith } from '../../test/walletconnect/qrPicture';
import { wcLinkInImage } from './qrImage';

const LINK = `wc:${'7f'.repeat(32)}@2?expiryTimestamp=1795527830&relay-protocol=irn&symKey=${'4e'.repeat(32)}`;

describe('wcLinkInImage', () => {
  it("finds a dapp's QR anywhere on a BGRA screen capture", () => {
    expect(wcLinkInImage(screenWith(LINK, 'bgra'))).toBe(LINK);
  });

  it('reads an RGBA frame (a browser capture) the same way', () => {
    expect(wcLinkInImage(screenWith(LINK, 'rgba', 40, 300))).toBe(LINK);
  });

  it('a QR that is not a WalletConnect link gives nothing', () => {
    expect(wcLinkInImage(screenWith('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'bgra'))).toBeNull();
  });

  it('a screen without a QR, or pixels of the wrong size, give nothing', () => {
    const blank = screenWith(LINK, 'rgba');
    blank.data.fill(255);
    expect(wcLinkInImage(blank)).toBeNull();
    expect(wcLinkInImage({ data: new Uint8Array(10), width: 5, height: 5, order: 'rgba' })).toBeNull();
  });
});
