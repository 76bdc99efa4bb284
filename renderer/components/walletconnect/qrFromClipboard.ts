import jsQR from 'jsqr';

/**
 * The text of a QR code in the clipboard's image (a screenshot of a dapp's QR), decoded with
 * jsQR; null when the clipboard holds no image or the image no QR code.
 */
export async function qrFromClipboard(): Promise<string | null> {
  const items = await navigator.clipboard.read();
  for (const item of items) {
    const type = item.types.find((t) => t.startsWith('image/'));
    if (!type) continue;
    const bitmap = await createImageBitmap(await item.getType(type));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0);
    const img = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    return jsQR(img.data, img.width, img.height)?.data ?? null;
  }
  return null;
}
