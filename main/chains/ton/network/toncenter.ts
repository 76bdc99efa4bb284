/**
 * toncenter in its own wire format: API v2 (accounts, wallets, get methods, fee estimates,
 * sends, transactions) and v3's jetton transfers. Answers are parsed with zod here; amounts
 * stay strings for logic/ to read exactly.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';

const Amount = z.union([z.string(), z.number(), z.bigint()]).transform(String);
const v2 = <T extends z.ZodType>(result: T) => z.object({ ok: z.literal(true), result });

const AddressInformation = z.object({
  balance: Amount,
  state: z.string(),
  code: z.string().optional().default(''),
  data: z.string().optional().default(''),
});
export type AddressInformation = z.infer<typeof AddressInformation>;

const WalletInformation = z.object({
  wallet: z.boolean(),
  balance: Amount,
  account_state: z.string(),
  wallet_type: z.string().optional(),
  seqno: z.number().int().min(0).optional(),
});
export type WalletInformation = z.infer<typeof WalletInformation>;

/** a v2 stack entry: ['num', '0x…'] or ['cell' | 'slice', { bytes: base64 boc }] */
const StackEntry = z.tuple([z.string(), z.unknown()]);
export type StackEntry = z.infer<typeof StackEntry>;
const RunResult = z.object({ exit_code: z.number().int(), stack: z.array(StackEntry) });
export type RunResult = z.infer<typeof RunResult>;

const RawMessage = z.object({
  hash: z.string().optional(),
  source: z.string(),
  destination: z.string(),
  value: Amount,
  /** what forwarding the message cost its sender, beside the transaction's own fee */
  fwd_fee: Amount.optional(),
  ihr_fee: Amount.optional(),
  message: z.string().optional(),
  msg_data: z
    .object({ '@type': z.string(), body: z.string().optional(), text: z.string().optional() })
    .optional(),
});
export type RawMessage = z.infer<typeof RawMessage>;
const RawTransaction = z.object({
  utime: z.number().int(),
  transaction_id: z.object({ lt: z.string(), hash: z.string() }),
  fee: Amount,
  in_msg: RawMessage.nullable().optional(),
  out_msgs: z.array(RawMessage),
});
export type RawTransaction = z.infer<typeof RawTransaction>;

const Fees = z.object({
  source_fees: z.object({ in_fwd_fee: Amount, storage_fee: Amount, gas_fee: Amount, fwd_fee: Amount }),
});
export type Fees = z.infer<typeof Fees>;

const JettonTransfer = z.object({
  source: z.string().nullable(),
  destination: z.string().nullable(),
  amount: Amount,
  jetton_master: z.string(),
  transaction_hash: z.string(),
  transaction_now: z.number().int(),
  transaction_aborted: z.boolean().optional(),
});
export type JettonTransfer = z.infer<typeof JettonTransfer>;

export interface ToncenterApi {
  addressInformation(address: string): Promise<AddressInformation>;
  walletInformation(address: string): Promise<WalletInformation>;
  runGetMethod(address: string, method: string, stack?: StackEntry[]): Promise<RunResult>;
  estimateFee(p: { address: string; body: string; initCode?: string; initData?: string }): Promise<Fees>;
  /**
   * Resolves once toncenter took the message: any 2xx answer that is not `ok: false` (v2's
   * `{ok:true,result:{…}}`, `{ok:true,result:{"@type":"ok"}}`, `{ok:true}`, v3's
   * `{message_hash…}`). Throws only on `ok: false` or an HTTP error: reading a success as a
   * failure invites the user to send again.
   */
  sendBoc(boc: string): Promise<void>;
  /** each transaction read on its own: one that does not read is counted in `skipped` */
  transactions(address: string, limit: number): Promise<ReadList<RawTransaction>>;
  jettonTransfers(p: {
    address: string;
    jettonMaster: string;
    limit: number;
  }): Promise<ReadList<JettonTransfer>>;
}

function parse<T extends z.ZodType>(schema: T, body: unknown, call: string): z.output<T> {
  const r = schema.safeParse(body);
  if (!r.success) throw new AppError('NETWORK', `toncenter ${call}: unexpected answer`);
  return r.data;
}

export function toncenter(http: Http, base: string): ToncenterApi {
  const get = async <T extends z.ZodType>(path: string, params: Record<string, string>, schema: T) =>
    parse(schema, await http.json(`${base}${path}?${new URLSearchParams(params)}`), path);
  const post = async <T extends z.ZodType>(path: string, json: unknown, schema: T) =>
    parse(schema, await http.json(`${base}${path}`, { method: 'POST', json }), path);
  return {
    addressInformation: async (address) =>
      (await get('/api/v2/getAddressInformation', { address }, v2(AddressInformation))).result,
    walletInformation: async (address) =>
      (await get('/api/v2/getWalletInformation', { address }, v2(WalletInformation))).result,
    runGetMethod: async (address, method, stack = []) =>
      (await post('/api/v2/runGetMethod', { address, method, stack }, v2(RunResult))).result,
    estimateFee: async (p) =>
      (
        await post(
          '/api/v2/estimateFee',
          {
            address: p.address,
            body: p.body,
            ignore_chksig: true,
            ...(p.initCode ? { init_code: p.initCode, init_data: p.initData } : {}),
          },
          v2(Fees),
        )
      ).result,
    async sendBoc(boc) {
      // an HTTP error throws in http.json; a 2xx body is a success unless it says ok: false
      const answer = await http.json<unknown>(`${base}/api/v2/sendBoc`, { method: 'POST', json: { boc } });
      if (answer && typeof answer === 'object' && (answer as { ok?: unknown }).ok === false) {
        const why = (answer as { error?: unknown }).error;
        throw new AppError(
          'NETWORK',
          `toncenter refused the message: ${String(why ?? 'no reason').slice(0, 300)}`,
        );
      }
    },
    transactions: async (address, limit) => {
      const page = await get(
        '/api/v2/getTransactions',
        { address, limit: String(limit) },
        v2(z.array(z.unknown())),
      );
      return readEach(page.result, (t) => parse(RawTransaction, t, 'getTransactions entry'));
    },
    jettonTransfers: async (p) => {
      const page = await get(
        '/api/v3/jetton/transfers',
        { address: p.address, jetton_master: p.jettonMaster, limit: String(p.limit), sort: 'desc' },
        z.object({ jetton_transfers: z.array(z.unknown()) }),
      );
      return readEach(page.jetton_transfers, (t) => parse(JettonTransfer, t, 'jetton transfer'));
    },
  };
}
