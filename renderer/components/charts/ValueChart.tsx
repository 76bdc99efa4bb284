import {
  AreaSeries,
  ColorType,
  createChart,
  CrosshairMode,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PriceRange } from '../../../shared/contract/priceHistory';
import type { ValuePoint } from '../../wallet/portfolioSeries';
import { axisValue, chartDate, formatFiat } from './chartFormat';
import { currentChartColors, type ChartColors } from './chartTheme';
import './charts.css';

interface ValueChartProps {
  points: readonly ValuePoint[];
  currency: string;
  range: PriceRange;
  /** what the line is, for screen readers: "Portfolio value", "BTC price" */
  label: string;
}

/** Seconds for the chart; a second holding two points keeps the later one (times must rise strictly). */
function toData(points: readonly ValuePoint[]) {
  const bySecond = new Map<number, ValuePoint>();
  for (const p of points) bySecond.set(Math.floor(p.t / 1000), p);
  return [...bySecond]
    .sort((a, b) => a[0] - b[0])
    .map(([s, p]) => ({ time: s as UTCTimestamp, value: Number(p.value), exact: p }));
}

function themeOptions(c: ChartColors) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: c.background },
      textColor: c.text,
      // Its logo is injected with an inline <style>, which our CSP refuses; credit is in the caption.
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: c.grid, style: LineStyle.Dotted } },
    crosshair: {
      mode: CrosshairMode.Magnet,
      vertLine: { color: c.text, labelVisible: false },
      horzLine: { color: c.text, labelVisible: false },
    },
  };
}

/**
 * A value over time drawn by TradingView's lightweight-charts: an area line in the theme's
 * accent, redrawn in the other theme's colours when the theme changes. Hovering shows the
 * exact value (the decimal string, not the float the canvas draws) and its date above it.
 */
export function ValueChart({ points, currency, range, label }: ValueChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const [hover, setHover] = useState<ValuePoint | null>(null);
  const data = useMemo(() => toData(points), [points]);
  const exactAt = useMemo(() => new Map(data.map((d) => [d.time as number, d.exact])), [data]);
  const exactRef = useRef(exactAt);
  exactRef.current = exactAt;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const colors = currentChartColors();
    const c = createChart(el, {
      autoSize: true,
      ...themeOptions(colors),
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        timeVisible: true,
        secondsVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
      },
      handleScroll: false,
      handleScale: false,
      localization: { priceFormatter: (v: number) => axisValue(v, currency) },
    });
    const s = c.addSeries(AreaSeries, {
      lineColor: colors.line,
      topColor: colors.fillTop,
      bottomColor: colors.fillBottom,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    const onMove = (p: MouseEventParams<Time>) => {
      setHover(p.time === undefined || !p.point ? null : (exactRef.current.get(p.time as number) ?? null));
    };
    c.subscribeCrosshairMove(onMove);
    // The theme is an attribute on <html> (theme.ts); follow it without remounting.
    const observer = new MutationObserver(() => {
      const next = currentChartColors();
      c.applyOptions(themeOptions(next));
      s.applyOptions({ lineColor: next.line, topColor: next.fillTop, bottomColor: next.fillBottom });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    chart.current = c;
    series.current = s;
    return () => {
      observer.disconnect();
      c.unsubscribeCrosshairMove(onMove);
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [currency]);

  useEffect(() => {
    series.current?.setData(data.map(({ time, value }) => ({ time, value })));
    chart.current?.timeScale().fitContent();
    setHover(null);
  }, [data]);

  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? `${label}: ${formatFiat(first.value, currency)} on ${chartDate(first.t, range)}, ${formatFiat(last.value, currency)} on ${chartDate(last.t, range)}`
      : label;
  return (
    <figure className="value-chart">
      <p className="chart-hover" aria-live="polite" data-testid="chart-hover">
        {hover ? (
          <>
            <strong>{formatFiat(hover.value, currency)}</strong> <span>{chartDate(hover.t, range)}</span>
          </>
        ) : (
          <span className="hint">Hover the chart for a value</span>
        )}
      </p>
      <div className="chart-canvas" ref={host} role="img" aria-label={summary} data-testid="chart-canvas" />
      <figcaption className="chart-credit">Chart by TradingView Lightweight Charts</figcaption>
    </figure>
  );
}
