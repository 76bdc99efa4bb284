import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';

const Amount = z.union([z.bigint(), z.number(), z.string()]);
/** a non-negative integer in any form (number, string, or a bigint past 2^53) */
export const u64 = (field: string) => Amount.transform((v) => baseUnitsOf(v, field));

export const CoinSchema = z.looseObject({ denom: z.string(), amount: u64('coin amount') });

/** Parses `data` with `schema`, or throws a NETWORK error naming the call and the provider. */
export const readAs = <T extends z.ZodType>(
  schema: T,
  data: unknown,
  what: string,
  who: string,
): z.output<T> => readAnswer(schema, data, what, who);

/** A send as every provider's JSON shows it, addresses bech32. */
export interface WireSend {
  hash: string;
  /** unix ms; null when the provider gives none */
  date: number | null;
  code: number;
  /** the result's log where the code is non-zero (why the chain failed it); absent when the provider gives none */
  log?: string;
  from: string;
  to: string;
  amount: bigint;
  denom: string;
  /** what the sender paid in the denom (the transaction's fee field), where the provider gives it */
  fee?: bigint;
}
