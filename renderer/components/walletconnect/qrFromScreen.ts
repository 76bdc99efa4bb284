import jsQR from 'jsqr';

/**
 * The text of a QR code on a screen, window or tab the user picks in the browser's own
 * share dialog (getDisplayMedia), from one frame; null when the frame holds none. The
 * capture stops at once. Used by the browser host; Electron scans in main (wc.scanQr),
 * so its window never needs a media permission.
 */
export async function qrFromScreen(): Promise<string | null> {
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  try {
    const video = document.createElement('video');
    video.srcObject = stream;
    video.muted = true;
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx || !canvas.width || !canvas.height) return null;
    ctx.drawImage(video, 0, 0);
    const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(img.data, img.width, img.height)?.data ?? null;
  } finally {
    for (const t of stream.getTracks()) t.stop();
  }
}
