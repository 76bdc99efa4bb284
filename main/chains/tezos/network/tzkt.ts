/**
 * TzKT's API (api.tzkt.io): an account's transactions, newest first (spec §7:
 * GET /v1/accounts/{address}/operations?type=transaction&sort=1&limit=20).
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
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
});

export interface TzktTransaction {
  hash: string;
  timeMs: number;
  from: string;
  to: string;
  amount: bigint;
  status: string;
}

export interface TzktApi {
  transactions(address: string, limit: number): Promise<TzktTransaction[]>;
}

export function tzkt(http: Http, baseUrl: string): TzktApi {
  return {
    async transactions(address, limit) {
      const q = new URLSearchParams({ type: 'transaction', sort: '1', limit: String(limit) });
      const body = await http.json<unknown>(
        `${baseUrl}/v1/accounts/${encodeURIComponent(address)}/operations?${q}`,
      );
      return readAs(z.array(TransactionSchema), body, 'account operations', 'TzKT').map((t) => ({
        hash: t.hash,
        timeMs: Date.parse(t.timestamp),
        from: t.sender.address,
        to: t.target?.address ?? '',
        amount: t.amount,
        status: t.status,
      }));
    },
  };
}
