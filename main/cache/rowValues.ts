import { AmountError, DECIMAL_STRING, fromBaseString } from '../../shared/amount';
import { badInput } from './cacheErrors';

/** SQLite has no boolean: 0/1 in the file, boolean in every typed row. */
export const toBool = (v: number): boolean => v === 1;
export const fromBool = (v: boolean): 0 | 1 => (v ? 1 : 0);

/** A base-unit amount must be a canonical non-negative integer string before it is stored. */
export function baseUnits(value: string, field: string): string {
  try {
    fromBaseString(value);
  } catch (e) {
    if (e instanceof AmountError) throw badInput(`${field} must be an integer amount in base units`);
    throw e;
  }
  return value;
}

/** A price is a non-negative decimal string ("1834.12"), never a float. */
export function decimalString(value: string, field: string): string {
  if (!DECIMAL_STRING.test(value)) throw badInput(`${field} must be a decimal string`);
  return value;
}

/** A reorder must name every existing row exactly once, or rows would vanish from the list. */
export function assertPermutation(ids: readonly string[], known: readonly string[], what: string): void {
  const unique = new Set(ids);
  if (unique.size !== ids.length || ids.length !== known.length || !known.every((id) => unique.has(id))) {
    throw badInput(`The new order must list every ${what} once`);
  }
}

/** Raw provider records are kept as JSON text; refuse anything SQLite's json_valid would. */
export function jsonText(value: string, field: string): string {
  try {
    JSON.parse(value);
  } catch {
    throw badInput(`${field} must be JSON text`);
  }
  return value;
}
