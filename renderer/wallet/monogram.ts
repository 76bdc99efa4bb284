/** The letters and hue of a coin's drawn icon; the same symbol always gets the same colour. */
export function monogram(symbol: string): { letters: string; hue: number } {
  // Four fit (USDT, WETH, SHIB); longer symbols keep three so the circle stays legible.
  const chars = [...symbol.replace(/[^\p{L}\p{N}]/gu, '')];
  const letters =
    chars
      .slice(0, chars.length <= 4 ? 4 : 3)
      .join('')
      .toUpperCase() || '?';
  let h = 0;
  for (const ch of symbol.toUpperCase()) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return { letters, hue: h };
}
