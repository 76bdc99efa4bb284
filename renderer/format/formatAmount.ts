import { appLocale } from './appLocale';
import { numberSymbols, type NumberSymbols } from './numberSymbols';

/**
 * Crypto amounts for people: "10000.123456789" → "10,000.1234" on a list, "10,000.123456789"
 * on a detail or review screen, in the user's locale. Amounts arrive as decimal strings (bigint
 * inside main) and stay strings here: digits are cut and grouped as text, never parsed into a
 * float, so an 18-decimal balance prints exactly what main sent.
 */

/** On lists, an amount with a whole part keeps this many decimals ("10,000.1234 ETH"). */
export const LIST_DECIMALS = 4;
/** Below one, a list keeps this many significant digits ("0.0001234 BTC")… */
export const LIST_SIGNIFICANT = 4;
/** …and never more decimals than this: smaller amounts read "< 0.00000001". */
export const LIST_MAX_DECIMALS = 8;

const SIGNED_DECIMAL = /^([-+]?)(\d+)(?:\.(\d+))?$/;

export interface FormatAmountOptions {
  /** every decimal, for detail and review screens; lists leave it out and get a short form */
  full?: boolean;
  /** BCP 47 tag; the app's locale when absent */
  locale?: string;
}

/**
 * The decimals a list shows, cut toward zero so a list never claims more than is held; `below`
 * when a non-zero amount has nothing left to show within LIST_MAX_DECIMALS.
 */
export function shortFraction(whole: string, frac: string): { frac: string; below: boolean } {
  let keep: number;
  if (/[1-9]/.test(whole)) keep = LIST_DECIMALS;
  else {
    const lead = frac.search(/[1-9]/);
    if (lead < 0) return { frac: '', below: false };
    if (lead >= LIST_MAX_DECIMALS) return { frac: '', below: true };
    keep = Math.min(lead + LIST_SIGNIFICANT, LIST_MAX_DECIMALS);
  }
  return { frac: frac.slice(0, keep).replace(/0+$/, ''), below: false };
}

/** "1234567" → "1,234,567" with the locale's separator and group sizes. */
export function groupDigits(whole: string, s: NumberSymbols): string {
  if (whole.length <= s.primary) return whole;
  const head = whole.slice(0, -s.primary);
  const groups = [whole.slice(-s.primary)];
  for (let end = head.length; end > 0; end -= s.secondary)
    groups.unshift(head.slice(Math.max(0, end - s.secondary), end));
  return groups.join(s.group);
}

/** An unsigned whole and fraction, written in the locale (grouping, decimal mark, digits). */
export function localDigits(whole: string, frac: string, s: NumberSymbols): string {
  const text = frac ? `${groupDigits(whole, s)}${s.decimal}${frac}` : groupDigits(whole, s);
  return s.digits[0] === '0' ? text : text.replace(/[0-9]/g, (d) => s.digits[Number(d)]!);
}

/**
 * A decimal string as the user reads it, without its symbol. Anything that is not a decimal
 * (main never sends one, but a screen must not break on it) is returned as it came.
 */
export function formatAmount(decimal: string, opts: FormatAmountOptions = {}): string {
  const m = SIGNED_DECIMAL.exec(decimal.trim());
  if (!m) return decimal;
  const s = numberSymbols(opts.locale ?? appLocale());
  const negative = m[1] === '-';
  const whole = m[2]!.replace(/^0+(?=\d)/, '');
  let frac = (m[3] ?? '').replace(/0+$/, '');
  if (!opts.full) {
    const short = shortFraction(whole, frac);
    if (short.below) {
      const tiny = localDigits('0', `${'0'.repeat(LIST_MAX_DECIMALS - 1)}1`, s);
      return negative ? `> ${s.minus}${tiny}` : `< ${tiny}`;
    }
    frac = short.frac;
  }
  const zero = !/[1-9]/.test(whole) && frac === '';
  return `${negative && !zero ? s.minus : ''}${localDigits(whole, frac, s)}`;
}

/** Whether the list form drops digits of this amount (then the full one belongs in a tooltip). */
export function isShortened(decimal: string): boolean {
  const m = SIGNED_DECIMAL.exec(decimal.trim());
  if (!m) return false;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const short = shortFraction(m[2]!, frac);
  return short.below || short.frac !== frac;
}
