/**
 * The provider sends prices as JSON numbers. We keep them as decimal strings from the
 * moment they are parsed: `Number#toString` gives the shortest decimal text that reads
 * back to the same double, which is the provider's own text whenever it carried no more
 * than 15 significant digits (their prices carry at most ~15). Reading the raw JSON text
 * instead would need JSON.parse's source access, which Node 20 does not ship.
 */
import { MAX_DECIMALS } from '../../shared/amount';

/** 64123.45 → "64123.45", 1.2e-7 → "0.00000012"; null for negatives, NaN, ∞ and dust beyond 36 places. */
export function decimalFromNumber(n: number): string | null {
  if (!Number.isFinite(n) || n < 0) return null;
  const text = n.toString();
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!m) return null;
  const [, whole = '0', frac = '', exp = '0'] = m;
  const shift = Number(exp);
  const digits = whole + frac;
  // Position of the decimal point within `digits` once the exponent is applied.
  const point = whole.length + shift;
  let intPart: string;
  let fracPart: string;
  if (point <= 0) {
    intPart = '0';
    fracPart = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    intPart = digits + '0'.repeat(point - digits.length);
    fracPart = '';
  } else {
    intPart = digits.slice(0, point);
    fracPart = digits.slice(point);
  }
  intPart = intPart.replace(/^0+(?=\d)/, '');
  fracPart = fracPart.replace(/0+$/, '');
  if (fracPart.length > MAX_DECIMALS) return null;
  return fracPart ? `${intPart}.${fracPart}` : intPart;
}
