/** The chart's colours, read from the theme's CSS variables so light and dark follow app.css. */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  line: string;
  fillTop: string;
  fillBottom: string;
}

/** "#3454d1" → "rgba(52, 84, 209, a)"; other colour forms are returned as they are. */
export function withAlpha(color: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return color;
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function chartColors(read: (name: string) => string): ChartColors {
  const v = (name: string, fallback: string) => read(name).trim() || fallback;
  const line = v('--accent', '#3454d1');
  return {
    background: v('--surface', '#ffffff'),
    text: v('--muted', '#5b6475'),
    grid: v('--border', '#dde2ea'),
    line,
    fillTop: withAlpha(line, 0.28),
    fillBottom: withAlpha(line, 0.02),
  };
}

/** The current theme's chart colours. */
export function currentChartColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  return chartColors((name) => style.getPropertyValue(name));
}
