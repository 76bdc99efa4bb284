/**
 * Readers of the node's JSON (solana.com/docs/rpc). Every amount is a u64 read exactly
 * (parseJsonLossless made a bigint of anything past 2^53; baseUnitsOf refuses a float), every
 * shape checked with zod, so a broken or hostile node fails loudly instead of showing a wrong
 * number.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';

const Amount = z.union([z.bigint(), z.number(), z.string()]);
/** a u64 in any of the forms a node sends it (number, string, or a bigint past 2^53) */
export const u64 = (field: string) => Amount.transform((v) => baseUnitsOf(v, field));
export const Key = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 key');

/** `{ context, value }` answers. */
export const withContext = <T extends z.ZodType>(value: T) => z.looseObject({ value });

/** Parses `data` with `schema`, or throws a NETWORK error naming the call. */
export const readAs = <T extends z.ZodType>(schema: T, data: unknown, what: string): z.output<T> =>
  readAnswer(schema, data, what, 'the Solana node');

/** A node error value (`{"InstructionError":[0,{"Custom":1}]}`) as one line of text. */
export function errText(err: unknown): string {
  return typeof err === 'string'
    ? err
    : JSON.stringify(err, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}
