import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as a data: URL image (the CSP allows img data:, no inline script). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Dark on white whatever the theme: scanners read that best.
    QRCode.toDataURL(text, { margin: 2, width: 176, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!src) return <div className="qr-placeholder" aria-hidden="true" />;
  return <img className="qr" src={src} alt={label} width={176} height={176} />;
}
