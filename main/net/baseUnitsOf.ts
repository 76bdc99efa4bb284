/**
 * An amount in base units (satoshi, lamports, sun, lovelace, tinybars) read from a provider's
 * JSON: whatever form it came in, exactly or not at all.
 */
import { AppError } from '../../shared/errors';

export interface BaseUnitsOptions {
  /** a signed delta rather than an amount; negatives are refused otherwise */
  signed?: boolean;
}

const describe = (v: unknown): string =>
  typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : typeof v === 'number' ? String(v) : typeof v;

/**
 * `value` as an exact bigint. Accepts a bigint (parseJsonLossless makes one of every integer
 * past 2^53), a safe integer number, or a decimal integer string. Refuses fractions, exponents
 * past 2^53, NaN, hex and anything else, and negatives unless `signed`, with an AppError
 * 'NETWORK' naming `field`.
 *
 * @example baseUnitsOf(150000, 'blockcypher value') // 150000n
 */
export function baseUnitsOf(value: unknown, field: string, opts: BaseUnitsOptions = {}): bigint {
  let v: bigint | undefined;
  if (typeof value === 'bigint') v = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) v = BigInt(value);
  else if (typeof value === 'string' && /^-?\d{1,80}$/.test(value)) v = BigInt(value);
  if (v === undefined)
    throw new AppError(
      'NETWORK',
      `${field}: expected a whole amount in base units, got ${describe(value)} (cannot be read exactly)`,
    );
  if (v < 0n && !opts.signed) throw new AppError('NETWORK', `${field}: negative amount ${v}`);
  return v;
}
