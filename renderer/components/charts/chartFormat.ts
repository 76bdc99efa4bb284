import type { PriceRange } from '../../../shared/contract/priceHistory';
import { formatFiat } from '../../format/formatFiat';

/** The hover line's date: with the time of day for the ranges whose points are minutes or hours apart. */
export function chartDate(t: number, range: PriceRange, locale?: string): string {
  const withTime = range === '24h' || range === '7d' || range === '30d';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(new Date(t));
}

/** A value on the axis: compact ($1.2K), since exact cents would crowd it; the hover line is exact. */
export function axisValue(v: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: Math.abs(v) >= 10_000 ? 'compact' : 'standard',
      maximumSignificantDigits: 4,
    }).format(v);
  } catch {
    return String(v);
  }
}

/** Change from the first to the last value in percent with two places, signed; null when it cannot be said. */
export function changePercent(first: string, last: string): string | null {
  const a = Number(first);
  const b = Number(last);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === 0) return null;
  const pct = ((b - a) / a) * 100;
  return `${pct >= 0 ? '+' : '−'}${Math.abs(pct).toFixed(2)}%`;
}

export const RANGE_LABELS: Readonly<Record<PriceRange, string>> = {
  '24h': '24 h',
  '7d': '7 d',
  '30d': '30 d',
  '1y': '1 y',
};

export const RANGE_WORDS: Readonly<Record<PriceRange, string>> = {
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '1y': 'the last year',
};

export { formatFiat };

/**
 * Main answers NOT_FOUND when this profile has no price-history source (testnet coins have no
 * market; a local run may name none): a fact about the setup, said as a hint, not a failure.
 */
export const NO_SOURCE_HINT = 'Price charts are off: no price source is set for this network.';
export const isNoSource = (error: { code: string } | null): boolean => error?.code === 'NOT_FOUND';
