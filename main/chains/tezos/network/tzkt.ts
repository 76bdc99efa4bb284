/**
 * TzKT's API (api.tzkt.io): an account's transactions, newest first (spec §7:
 * GET /v1/accounts/{address}/operations?type=transaction&sort=1&limit=20).
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { readAs, u64 } from './wire';

const TransactionSchema = z.looseObject({
  type: z.literal('transaction'),
  hash: z.string().min(1).max(60),
  timestamp: z.string().refine((t) => !Number.isNaN(Date.parse(t)), 'not a date'),
  sender: z.looseObject({ address: z.string() }),
  target: z.looseObject({ address: z.string() }).nullable().optional(),
  amount: u64('amount'),
  /** applied, failed, backtracked or skipped */
  status: z.string(),
  /** mutez the sender paid: the baker's fee, storage burnt, a new account's allocation burnt */
  bakerFee: u64('bakerFee').optional(),
  storageFee: u64('storageFee').optional(),
  allocationFee: u64('allocationFee').optional(),
});

export interface TzktTransaction {
  hash: string;
  timeMs: number;
  from: string;
  to: string;
  amount: bigint;
  status: string;
  /** mutez the sender paid (baker fee + storage + allocation burnt); absent when TzKT gives none */
  fee?: bigint;
}

export interface TzktApi {
  /** each operation read on its own: one that does not read is counted in `skipped` */
  transactions(address: string, limit: number): Promise<ReadList<TzktTransaction>>;
}

export function tzkt(http: Http, baseUrl: string): TzktApi {
  return {
    async transactions(address, limit) {
      const q = new URLSearchParams({ type: 'transaction', sort: '1', limit: String(limit) });
      const body = await http.json<unknown>(
        `${baseUrl}/v1/accounts/${encodeURIComponent(address)}/operations?${q}`,
      );
      return readEach(readAs(z.array(z.unknown()), body, 'account operations', 'TzKT'), (e) => {
        const t = readAs(TransactionSchema, e, 'account operation', 'TzKT');
        const parts = [t.bakerFee, t.storageFee, t.allocationFee];
        return {
          hash: t.hash,
          timeMs: Date.parse(t.timestamp),
          from: t.sender.address,
          to: t.target?.address ?? '',
          amount: t.amount,
          status: t.status,
          ...(parts.some((f) => f !== undefined)
            ? { fee: parts.reduce<bigint>((a, f) => a + (f ?? 0n), 0n) }
            : {}),
        };
      });
    },
  };
}
