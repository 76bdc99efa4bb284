/**
 * Fiat values from a coin amount and a price, both decimal strings, computed exactly in
 * bigint through parseUnits/formatUnits: a float would show a balance off by a cent.
 */
import { AmountError, formatUnits, parseUnits } from './amount';

/** Minor-unit digits shown per currency; the yen has no cents. Two for any other. */
const FIAT_DECIMALS: Readonly<Record<string, number>> = { JPY: 0 };

export const fiatDecimalsOf = (currency: string): number => FIAT_DECIMALS[currency] ?? 2;

const fracLength = (d: string): number => d.split('.')[1]?.length ?? 0;

/** "1.5" → 15n at scale 1: the exact integer and its power of ten. */
function scaled(decimal: string): { n: bigint; scale: number } {
  const scale = fracLength(decimal.trim());
  return { n: parseUnits(decimal, scale), scale };
}

/** Pads formatUnits' trimmed output back to a fixed number of places ("0.4" → "0.40"). */
function fixed(value: bigint, places: number): string {
  const s = formatUnits(value, places);
  if (places === 0) return s;
  const [whole, frac = ''] = s.split('.') as [string, string?];
  return `${whole}.${frac.padEnd(places, '0')}`;
}

/**
 * amount × price, rounded half-up to `fiatDecimals` places, with every place written:
 * fiatValue("0.5", "3000.015") → "1500.01" (1500.0075 rounds up).
 * Throws AmountError when either input is not a non-negative decimal string.
 */
export function fiatValue(amountDecimal: string, priceDecimal: string, fiatDecimals = 2): string {
  if (!Number.isInteger(fiatDecimals) || fiatDecimals < 0 || fiatDecimals > 18)
    throw new AmountError(`fiat decimals out of range: ${fiatDecimals}`);
  const a = scaled(amountDecimal);
  const p = scaled(priceDecimal);
  const product = a.n * p.n;
  const drop = a.scale + p.scale - fiatDecimals;
  if (drop <= 0) return fixed(product * 10n ** BigInt(-drop), fiatDecimals);
  const unit = 10n ** BigInt(drop);
  return fixed((product + unit / 2n) / unit, fiatDecimals);
}

/** Sum of fiat values that all carry `fiatDecimals` places or fewer. */
export function sumFiat(values: readonly string[], fiatDecimals = 2): string {
  return fixed(
    values.reduce((acc, v) => acc + parseUnits(v, fiatDecimals), 0n),
    fiatDecimals,
  );
}

const SIGNS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/** "1234.5" → "$1,234.50" for a currency with a sign, "1,234.50 CHF" otherwise (half-up to its places). */
export function formatFiat(value: string, currency: string): string {
  const [whole, frac] = fiatValue(value, '1', fiatDecimalsOf(currency)).split('.') as [string, string?];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = frac ? `${grouped}.${frac}` : grouped;
  const sign = SIGNS[currency];
  return sign ? `${sign}${text}` : `${text} ${currency}`;
}

/**
 * How much of a coin a fiat sum buys at `price`: fiat ÷ price, rounded down to the coin's
 * `decimals` so the sum typed is never exceeded. amountFromFiat("100", "3000", 18) →
 * "0.033333333333333333". Throws AmountError on a zero price or malformed input.
 */
export function amountFromFiat(fiatDecimal: string, priceDecimal: string, decimals: number): string {
  const f = scaled(fiatDecimal);
  const p = scaled(priceDecimal);
  if (p.n === 0n) throw new AmountError('no price to convert with');
  // (f.n / 10^f.scale) / (p.n / 10^p.scale) in units of 10^-decimals
  const base = (f.n * 10n ** BigInt(p.scale + decimals)) / (p.n * 10n ** BigInt(f.scale));
  return formatUnits(base, decimals);
}
