/**
 * The node's answers the preview reads, checked with zod: accounts in base64 (getMultipleAccounts
 * and the simulation's `accounts`) and the simulation's err and logs.
 */
import { z } from 'zod';
import { base64 } from '@scure/base';
import type { RawAccount } from './types';

const AccountJson = z
  .looseObject({
    lamports: z.union([z.number().int().min(0), z.bigint()]),
    owner: z.string(),
    data: z.tuple([z.string(), z.literal('base64')]),
  })
  .nullable();

const toRaw = (a: z.infer<typeof AccountJson>): RawAccount | null =>
  a && { lamports: BigInt(a.lamports), owner: a.owner, data: base64.decode(a.data[0]) };

/** getMultipleAccounts' value, one per address asked, in order. */
export function readAccounts(result: unknown, count: number): (RawAccount | null)[] {
  const v = z.looseObject({ value: z.array(AccountJson).length(count) }).parse(result).value;
  return v.map(toRaw);
}

export interface SimulationAnswer {
  err: unknown;
  logs: string[];
  /** null when the node did not return the accounts asked for */
  accounts: (RawAccount | null)[] | null;
}

export function readSimulation(result: unknown, count: number): SimulationAnswer {
  const v = z
    .looseObject({
      value: z.looseObject({
        err: z.unknown(),
        logs: z.array(z.string()).nullable().optional(),
        accounts: z.array(AccountJson).length(count).nullable().optional(),
      }),
    })
    .parse(result).value;
  return { err: v.err ?? null, logs: v.logs ?? [], accounts: v.accounts ? v.accounts.map(toRaw) : null };
}
