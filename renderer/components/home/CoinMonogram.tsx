import { monogram } from '../../wallet/monogram';

/** A coin icon drawn from its symbol: no image is fetched, so no provider can serve one. */
export function CoinMonogram({ symbol }: { symbol: string }) {
  const { letters, hue } = monogram(symbol);
  return (
    <span
      className="monogram"
      aria-hidden="true"
      data-len={letters.length}
      style={{ '--mono-hue': hue } as React.CSSProperties}
    >
      {letters}
    </span>
  );
}
