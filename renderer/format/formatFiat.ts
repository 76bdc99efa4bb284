import { fiatDecimalsOf, fiatValue } from '../../shared/fiat';
import { appLocale } from './appLocale';
import { localDigits, shortFraction } from './formatAmount';
import { numberSymbols } from './numberSymbols';

interface Affixes {
  prefix: string;
  suffix: string;
}

const cache = new Map<string, Affixes>();

/**
 * What a locale writes around a sum of `currency` ("$" before, " €" after, "-$" before a
 * negative), read from Intl with the number 1, never with the value.
 */
function affixes(locale: string, currency: string, negative: boolean): Affixes {
  const key = `${locale}|${currency}|${negative}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let out: Affixes;
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(
      negative ? -1 : 1,
    );
    const isNumber = (t: string) => t === 'integer' || t === 'group' || t === 'decimal' || t === 'fraction';
    const first = parts.findIndex((p) => isNumber(p.type));
    let last = first;
    parts.forEach((p, i) => isNumber(p.type) && (last = i));
    out = {
      prefix: parts
        .slice(0, first)
        .map((p) => p.value)
        .join(''),
      suffix: parts
        .slice(last + 1)
        .map((p) => p.value)
        .join(''),
    };
  } catch {
    out = { prefix: negative ? '-' : '', suffix: ` ${currency}` };
  }
  cache.set(key, out);
  return out;
}

/**
 * A fiat sum in the local currency as the user's locale writes it: "1234.5" → "$1,234.50"
 * (en-US), "1.234,50 €" (de-DE), "¥1,235" (JPY has no minor unit). The value, a decimal string,
 * is rounded half-up to the currency's places in bigint (shared/fiat); Intl supplies only the
 * symbol and separators. A value that is not a decimal comes back as it was.
 */
export function formatFiat(value: string, currency: string, locale: string = appLocale()): string {
  const v = value.trim();
  const negative = v.startsWith('-');
  let rounded: string;
  try {
    rounded = fiatValue(negative ? v.slice(1) : v, '1', fiatDecimalsOf(currency));
  } catch {
    return value;
  }
  const [whole, frac = ''] = rounded.split('.') as [string, string?];
  return written(whole, frac, negative, currency, locale);
}

function written(whole: string, frac: string, negative: boolean, currency: string, locale: string): string {
  const zero = !/[1-9]/.test(whole + frac);
  const { prefix, suffix } = affixes(locale, currency, negative && !zero);
  return `${prefix}${localDigits(whole, frac, numberSymbols(locale))}${suffix}`;
}

/**
 * A unit price: like formatFiat from one unit of the currency up; below it, four significant
 * digits (cut, not rounded) so a token worth "$0.00001234" does not read "$0.00".
 */
export function formatPrice(value: string, currency: string, locale: string = appLocale()): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m || /[1-9]/.test(m[1]!)) return formatFiat(value, currency, locale);
  const places = fiatDecimalsOf(currency);
  const short = shortFraction('0', (m[2] ?? '').replace(/0+$/, ''));
  if (short.below || short.frac === '') return formatFiat(value, currency, locale);
  return written('0', short.frac.padEnd(places, '0'), false, currency, locale);
}
