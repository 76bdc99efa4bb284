import QRCode from 'qrcode';
import type { Pixels } from '../../main/walletconnect/qrImage';

/** A 900×600 screen, grey with stripes, the QR of `text` drawn at (x, y) with 4-pixel modules. */
export function screenWith(text: string, order: Pixels['order'], x = 430, y = 120): Pixels {
  const width = 900;
  const height = 600;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const stripe = Math.floor(i / width) % 40 < 20 ? 200 : 170;
    data.set(order === 'rgba' ? [stripe, stripe, 230, 255] : [230, stripe, stripe, 255], i * 4);
  }
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = 4;
  const quiet = 4;
  for (let r = -quiet; r < size + quiet; r++)
    for (let c = -quiet; c < size + quiet; c++) {
      const dark = r >= 0 && c >= 0 && r < size && c < size && qr.modules.get(r, c) === 1;
      const v = dark ? 0 : 255;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const px = x + (c + quiet) * scale + dx;
          const py = y + (r + quiet) * scale + dy;
          data.set([v, v, v, 255], (py * width + px) * 4);
        }
    }
  return { data, width, height, order };
}
