/**
 * Money is never a float: base units are bigint inside every process, and decimal strings
 * are the only form that crosses IPC. This file is the one place that converts between them.
 */

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/** Largest number of decimals any registry chain or token uses (18: ERC-20 tokens and more). */
export const MAX_DECIMALS = 36;

export class AmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmountError';
  }
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS)
    throw new AmountError(`decimals out of range: ${decimals}`);
}

/**
 * "1.5" with 8 decimals → 150000000n. Refuses signs, exponents, separators, and more
 * fractional digits than the asset has (rounding someone's amount silently is a bug).
 */
export function parseUnits(value: string, decimals: number): bigint {
  checkDecimals(decimals);
  const v = value.trim();
  if (!DECIMAL.test(v)) throw new AmountError(`not a decimal amount: ${JSON.stringify(value.slice(0, 40))}`);
  const [whole, frac = ''] = v.split('.') as [string, string?];
  const f = frac.replace(/0+$/, '');
  if (f.length > decimals) throw new AmountError(`too many decimal places (max ${decimals})`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(f.padEnd(decimals, '0') || '0');
}

/** 150000000n with 8 decimals → "1.5". Exact; trailing zeros trimmed; negatives keep their sign. */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals);
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const frac = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** A non-negative decimal string, as amounts travel over IPC. */
export const DECIMAL_STRING = DECIMAL;

export function fromBaseString(s: string): bigint {
  if (!/^(0|[1-9]\d*)$/.test(s)) throw new AmountError('not a base-unit integer');
  return BigInt(s);
}

/**
 * Multiplies a base-unit amount by a decimal factor such as "1.65" exactly, rounding up:
 * fee multipliers must never produce a fee below what was asked.
 */
export function mulDecimalCeil(value: bigint, factor: string): bigint {
  if (!DECIMAL.test(factor)) throw new AmountError('bad factor');
  const [w, f = ''] = factor.split('.') as [string, string?];
  const scale = 10n ** BigInt(f.length);
  const num = value * BigInt(w + f);
  return (num + scale - 1n) / scale;
}
