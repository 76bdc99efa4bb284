/**
 * Readers of Lotus' and Filscan's JSON. Lotus writes token amounts as decimal strings and
 * nonces and gas as JSON numbers; Filscan writes amounts as strings and averages as numbers
 * that may carry a fraction. Every shape is checked with zod, so a broken or hostile server
 * fails loudly instead of showing a wrong number.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';

/** a non-negative integer as a decimal string, a safe number or a bigint */
export const uint = (field: string) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v) => baseUnitsOf(v, field));

/** a non-negative average, perhaps with a fraction ("123456.7" or 123456.7), rounded half up */
export const roundedUint = (field: string) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v, c) => {
    const t = typeof v === 'bigint' ? v.toString(10) : typeof v === 'number' ? v.toFixed(3) : v;
    const m = /^(\d{1,40})(?:\.(\d{1,40}))?$/.exec(t);
    if (!m) {
      c.addIssue({ code: 'custom', message: `${field} is not a non-negative number` });
      return z.NEVER;
    }
    return BigInt(m[1]!) + ((m[2] ?? '0') >= '5' ? 1n : 0n);
  });

/** a CID in Lotus' JSON ({"/": "bafy…"}) */
export const CidSchema = z.strictObject({ '/': z.string().regex(/^b[a-z2-7]{20,100}$/) });

/** Parses `data` with `schema`, or throws a NETWORK error naming the call and the provider. */
export const readAs = <T extends z.ZodType>(
  schema: T,
  data: unknown,
  what: string,
  from: string,
): z.output<T> => readAnswer(schema, data, what, from);
