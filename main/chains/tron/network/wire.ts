/**
 * Readers of java-tron's, TronGrid's and Tronscan's JSON. Amounts are read exactly (u64), every
 * shape is checked with zod, so a broken or hostile server fails loudly instead of showing a
 * wrong number. java-tron leaves out fields whose value is zero, hence the defaults.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';

const Amount = z.union([z.bigint(), z.number(), z.string()]);
/** a non-negative integer in any form (number, string, or a bigint past 2^53); absent is 0 */
export const u64 = (field: string) =>
  Amount.optional().transform((v) => (v === undefined ? 0n : baseUnitsOf(v, field)));

/** Parses `data` with `schema`, or throws a NETWORK error naming the call. */
export const readAs = <T extends z.ZodType>(schema: T, data: unknown, what: string): z.output<T> =>
  readAnswer(schema, data, what, 'the Tron node');

/** java-tron writes error messages hex-encoded in some answers, plain in others. */
export function messageText(m: unknown): string {
  if (typeof m !== 'string') return '';
  if (/^([0-9a-fA-F]{2})+$/.test(m)) {
    const text = Buffer.from(m, 'hex').toString('utf8');
    if (/^[\x20-\x7e\s]+$/.test(text)) return text;
  }
  return m;
}
