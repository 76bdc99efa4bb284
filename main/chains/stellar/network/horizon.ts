/**
 * Horizon's REST API in its own wire format: accounts, their transactions and operations
 * (limit 20, desc, failed ones included), one transaction, fee_stats, the latest ledger, and
 * POST /transactions with a form-encoded `tx`. Amounts are 7-decimal strings, read exactly.
 */
import { z } from 'zod';
import { parseUnits } from '../../../../shared/amount';
import { HttpError, type Http } from '../../../net/http';
import { readAnswer } from '../../../net/readAnswer';
import { HISTORY_LIMIT, STELLAR_DECIMALS } from '../constants';

const Stroops = z
  .string()
  .regex(/^\d{1,19}(\.\d{1,7})?$/)
  .transform((s) => parseUnits(s, STELLAR_DECIMALS));
const Int = z
  .union([z.number().int(), z.string().regex(/^\d{1,20}$/), z.bigint()])
  .transform((v) => BigInt(v));

const BalanceSchema = z.looseObject({
  balance: Stroops,
  asset_type: z.string(),
  asset_code: z.string().optional(),
  asset_issuer: z.string().optional(),
  limit: Stroops.optional(),
  is_authorized: z.boolean().optional(),
  selling_liabilities: Stroops.optional(),
});
const AccountSchema = z.looseObject({
  account_id: z.string(),
  sequence: z
    .string()
    .regex(/^\d{1,19}$/)
    .transform((s) => BigInt(s)),
  subentry_count: z.number().int().min(0),
  num_sponsoring: z.number().int().min(0).optional(),
  num_sponsored: z.number().int().min(0).optional(),
  balances: z.array(BalanceSchema),
});
const page = <T extends z.ZodType>(record: T) =>
  z.looseObject({ _embedded: z.looseObject({ records: z.array(record) }) });
const TxSchema = z.looseObject({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  successful: z.boolean(),
  created_at: z.string(),
  source_account: z.string(),
  fee_charged: Int,
  memo_type: z.string().optional(),
  memo: z.string().optional(),
});
const OpSchema = z.looseObject({
  type: z.string(),
  transaction_hash: z.string(),
  transaction_successful: z.boolean().optional(),
  created_at: z.string(),
  source_account: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  amount: Stroops.optional(),
  funder: z.string().optional(),
  account: z.string().optional(),
  starting_balance: Stroops.optional(),
  asset_type: z.string().optional(),
  asset_code: z.string().optional(),
  asset_issuer: z.string().optional(),
});
const FeeStatsSchema = z.looseObject({
  last_ledger_base_fee: Int,
  fee_charged: z.looseObject({ mode: Int, p70: Int }),
});
const LedgerSchema = z.looseObject({ base_fee_in_stroops: Int, base_reserve_in_stroops: Int });
const ProblemSchema = z.looseObject({
  extras: z
    .looseObject({
      result_codes: z.looseObject({
        transaction: z.string().optional(),
        operations: z.array(z.string()).optional(),
      }),
    })
    .optional(),
});

export type HorizonAccount = z.output<typeof AccountSchema>;
export type HorizonBalance = z.output<typeof BalanceSchema>;
export type HorizonTx = z.output<typeof TxSchema>;
export type HorizonOp = z.output<typeof OpSchema>;

export type SubmitOutcome =
  | { ok: true; hash: string }
  | { ok: false; codes: { transaction?: string; operations?: string[] }; status: number };

export interface HorizonApi {
  /** null when the account does not exist (404): it has not been funded */
  account(id: string): Promise<HorizonAccount | null>;
  transactions(id: string): Promise<HorizonTx[]>;
  operations(id: string): Promise<HorizonOp[]>;
  /** null until Horizon knows the hash */
  transaction(hash: string): Promise<HorizonTx | null>;
  feeStats(): Promise<{ baseFee: bigint; mode: bigint; p70: bigint }>;
  latestLedger(): Promise<{ baseFee: bigint; baseReserve: bigint }>;
  submit(envelope: string): Promise<SubmitOutcome>;
}

const read = <T extends z.ZodType>(schema: T, data: unknown, what: string) =>
  readAnswer(schema, data, what, 'Horizon');

async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  }
}

export function horizon(http: Http, baseUrl: string): HorizonApi {
  const listQuery = `limit=${HISTORY_LIMIT}&order=desc&include_failed=true`;
  return {
    async account(id) {
      const body = await orNull(http.json(`${baseUrl}/accounts/${encodeURIComponent(id)}`));
      return body === null ? null : read(AccountSchema, body, 'account');
    },
    async transactions(id) {
      const body = await orNull(
        http.json(`${baseUrl}/accounts/${encodeURIComponent(id)}/transactions?${listQuery}`),
      );
      return body === null ? [] : read(page(TxSchema), body, 'transactions')._embedded.records;
    },
    async operations(id) {
      const body = await orNull(
        http.json(`${baseUrl}/accounts/${encodeURIComponent(id)}/operations?${listQuery}`),
      );
      return body === null ? [] : read(page(OpSchema), body, 'operations')._embedded.records;
    },
    async transaction(hash) {
      const body = await orNull(http.json(`${baseUrl}/transactions/${encodeURIComponent(hash)}`));
      return body === null ? null : read(TxSchema, body, 'transaction');
    },
    async feeStats() {
      const f = read(FeeStatsSchema, await http.json(`${baseUrl}/fee_stats`), 'fee_stats');
      return { baseFee: f.last_ledger_base_fee, mode: f.fee_charged.mode, p70: f.fee_charged.p70 };
    },
    async latestLedger() {
      const body = read(
        page(LedgerSchema),
        await http.json(`${baseUrl}/ledgers?order=desc&limit=1`),
        'ledgers',
      );
      const l = body._embedded.records[0];
      if (!l) throw new HttpError(404, `${baseUrl}/ledgers`, '');
      return { baseFee: l.base_fee_in_stroops, baseReserve: l.base_reserve_in_stroops };
    },
    async submit(envelope) {
      try {
        const body = await http.json(`${baseUrl}/transactions`, {
          method: 'POST',
          form: { tx: envelope },
          retries: 0,
        });
        return { ok: true, hash: read(TxSchema, body, 'submit').hash };
      } catch (e) {
        if (!(e instanceof HttpError) || e.status < 400 || e.status >= 500) throw e;
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(e.body);
        } catch {
          // not a problem document: no codes to give
        }
        const p = ProblemSchema.safeParse(parsed);
        return { ok: false, status: e.status, codes: (p.success && p.data.extras?.result_codes) || {} };
      }
    },
  };
}
