/**
 * Readers of the Tezos RPC's and TzKT's JSON. The RPC writes mutez and counters as decimal
 * strings (int64 does not fit a JSON number); every shape is checked with zod, so a broken or
 * hostile server fails loudly instead of showing a wrong number.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';

/** a non-negative integer as the RPC writes it (a decimal string), or a number / bigint */
export const u64 = (field: string) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v) => baseUnitsOf(v, field));

/** Parses `data` with `schema`, or throws a NETWORK error naming the call and the provider. */
export const readAs = <T extends z.ZodType>(
  schema: T,
  data: unknown,
  what: string,
  from: string,
): z.output<T> => readAnswer(schema, data, what, from);
