/**
 * Subscan's API (support.subscan.io): an account's transfers (POST /api/v2/scan/transfers
 * with address and row, reading data.transfers) and one extrinsic's outcome
 * (POST /api/scan/extrinsic, data.success). The key goes in the X-API-Key header.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';
import { readEach, type ReadList } from '../../../net/readEach';

const TransferSchema = z.looseObject({
  hash: z.string(),
  from: z.string(),
  to: z.string(),
  success: z.boolean(),
  block_timestamp: z.number(),
  /** planck; older answers carry only `amount`, a decimal in DOT */
  amount_v2: z.union([z.string(), z.number(), z.bigint()]).optional(),
  amount: z.string().optional(),
  /** planck the sender paid */
  fee: z.union([z.string(), z.number(), z.bigint()]).optional(),
});

const envelope = <T extends z.ZodType>(data: T) =>
  z.looseObject({ code: z.number(), message: z.string().optional(), data });

const HeadSchema = z.looseObject({ code: z.number(), message: z.string().optional() });
const TransfersSchema = envelope(
  z.looseObject({ transfers: z.array(z.unknown()).nullable().optional() }).nullable(),
);
const ExtrinsicSchema = envelope(
  z.looseObject({ success: z.boolean(), finalized: z.boolean().optional() }).nullable(),
);

export interface ScanTransfer {
  hash: string;
  from: string;
  to: string;
  success: boolean;
  /** unix ms */
  timeMs: number;
  amount: bigint;
  /** planck the sender paid; absent when Subscan gives none */
  fee?: bigint;
}

export interface SubscanApi {
  /** each transfer read on its own: one that does not read is counted in `skipped` */
  transfers(address: string, row: number): Promise<ReadList<ScanTransfer>>;
  /** null while the extrinsic is not indexed */
  extrinsic(hash: string): Promise<{ success: boolean } | null>;
}

const read = <T extends z.ZodType>(schema: T, data: unknown, what: string) =>
  readAnswer(schema, data, what, 'Subscan');

/** `amount` as Subscan writes it before amount_v2: DOT with up to 10 decimals. */
function planckOfDecimal(text: string): bigint {
  const m = /^(\d{1,30})(?:\.(\d{1,10}))?$/.exec(text);
  if (!m) throw new AppError('NETWORK', `Subscan amount: cannot read ${JSON.stringify(text.slice(0, 40))}`);
  return BigInt(m[1]!) * 10_000_000_000n + BigInt((m[2] ?? '').padEnd(10, '0'));
}

export function subscan(http: Http, base: string, apiKey?: string): SubscanApi {
  const headers = apiKey ? { 'X-API-Key': apiKey } : undefined;
  /** the answer, once its envelope says success (code 0) */
  const post = async (path: string, json: unknown, what: string): Promise<unknown> => {
    const raw = await http.json(`${base}${path}`, { method: 'POST', json, ...(headers ? { headers } : {}) });
    const head = read(HeadSchema, raw, what);
    if (head.code !== 0)
      throw new AppError('NETWORK', `Subscan ${what}: ${String(head.message ?? head.code).slice(0, 200)}`);
    return raw;
  };
  return {
    async transfers(address, row) {
      const raw = await post('/api/v2/scan/transfers', { address, row, page: 0 }, 'transfers');
      const out = read(TransfersSchema, raw, 'transfers');
      return readEach(out.data?.transfers ?? [], (e): ScanTransfer => {
        const t = read(TransferSchema, e, 'transfer');
        return {
          hash: t.hash,
          from: t.from,
          to: t.to,
          success: t.success,
          timeMs: t.block_timestamp * 1000,
          amount:
            t.amount_v2 !== undefined
              ? baseUnitsOf(t.amount_v2, 'amount_v2')
              : planckOfDecimal(t.amount ?? ''),
          ...(t.fee !== undefined ? { fee: baseUnitsOf(t.fee, 'fee') } : {}),
        };
      });
    },
    async extrinsic(hash) {
      const out = read(
        ExtrinsicSchema,
        await post('/api/scan/extrinsic', { hash }, 'extrinsic'),
        'extrinsic',
      );
      return out.data ? { success: out.data.success } : null;
    },
  };
}
