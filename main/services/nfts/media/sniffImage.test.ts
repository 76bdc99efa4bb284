import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../../test/nfts/pngImage';
import { sniffImage } from './sniffImage';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('sniffImage', () => {
  it('names PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImage(solidPng([1, 2, 3]))).toBe('image/png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImage(bytes('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });
  it('names nothing else: SVG, HTML, a cut PNG head', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(bytes('<html><script></script></html>'))).toBeNull();
    expect(sniffImage(solidPng([1, 2, 3]).subarray(0, 7))).toBeNull();
    expect(sniffImage(bytes('RIFF\x10\x00\x00\x00WAVE'))).toBeNull();
  });
});
