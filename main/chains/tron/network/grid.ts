/**
 * TronGrid's v1 API (developers.tron.network "TronGrid"): one account with every TRC-20 balance
 * in one answer, and an account's transactions and TRC-20 transfers. Addresses come as 41-hex
 * or base58 depending on the endpoint; everything leaves here in base58.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { toBase58 } from './address';
import { readAs, u64 } from './wire';

const Base58 = z.string().transform(toBase58);

const GridAccountSchema = z.looseObject({
  success: z.boolean().optional(),
  data: z.array(
    z.looseObject({
      balance: u64('balance'),
      trc20: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.bigint()]))).optional(),
    }),
  ),
});

const ContractSchema = z.looseObject({
  type: z.string(),
  parameter: z.looseObject({
    value: z.looseObject({
      owner_address: Base58.optional(),
      to_address: Base58.optional(),
      contract_address: Base58.optional(),
      amount: u64('amount'),
    }),
  }),
});

const GridTxSchema = z.looseObject({
  txID: z.string(),
  block_timestamp: z.number(),
  /** contractRet, and `fee`: the sun the owner paid (bandwidth and energy burnt, account creation) */
  ret: z.array(z.looseObject({ contractRet: z.string().optional(), fee: u64('fee').optional() })).optional(),
  raw_data: z.looseObject({ contract: z.array(ContractSchema).min(1) }),
});

const GridTrc20Schema = z.looseObject({
  transaction_id: z.string(),
  block_timestamp: z.number(),
  from: Base58,
  to: Base58,
  value: u64('value'),
  type: z.string().optional(),
  token_info: z.looseObject({
    address: Base58,
    decimals: z.number().optional(),
    symbol: z.string().optional(),
  }),
});

const trc20Of = (t: z.output<typeof GridTrc20Schema>): GridTrc20Transfer => ({
  hash: t.transaction_id,
  timeMs: t.block_timestamp,
  from: t.from,
  to: t.to,
  value: t.value,
  contract: t.token_info.address,
  type: t.type ?? 'Transfer',
  ...(t.token_info.decimals !== undefined ? { decimals: t.token_info.decimals } : {}),
  ...(t.token_info.symbol !== undefined ? { symbol: t.token_info.symbol } : {}),
});

/** a v1 list: its entries are read one by one, so one malformed entry does not hide the others */
const ListSchema = z.looseObject({ data: z.array(z.unknown()) });
const readList = <T extends z.ZodType, R>(body: unknown, item: T, what: string, to: (t: z.output<T>) => R) =>
  readEach(readAs(ListSchema, body, what).data, (e) => to(readAs(item, e, what)));

export interface GridAccount {
  /** sun; 0 for an account not on chain */
  balance: bigint;
  /** TRC-20 balances by base58 contract; a token never held is absent */
  tokens: Map<string, bigint>;
}

export interface GridTx {
  hash: string;
  timeMs: number;
  /** contract result: SUCCESS, REVERT, OUT_OF_ENERGY…; absent when the answer gives none */
  contractRet?: string;
  /** sun the sender paid; absent when the answer gives none */
  fee?: bigint;
  type: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface GridTrc20Transfer {
  hash: string;
  timeMs: number;
  from: string;
  to: string;
  value: bigint;
  contract: string;
  /**
   * 'Transfer', or 'Approval' (TronGrid lists a token's Approval events in the same list: `from`
   * the owner, `to` the spender, `value` the allowance set); absent read as a transfer
   */
  type: string;
  /** token_info's decimals and symbol, where given */
  decimals?: number;
  symbol?: string;
}

export interface TronGridApi {
  account(address: string): Promise<GridAccount>;
  /** entries that cannot be read are counted in `skipped` */
  transactions(address: string, limit: number): Promise<ReadList<GridTx>>;
  trc20Transfers(address: string, limit: number, contract?: string): Promise<ReadList<GridTrc20Transfer>>;
  /** the TRC-20 events the account sent (only_from), newest first: its Approvals among them */
  trc20Sent(address: string, limit: number): Promise<ReadList<GridTrc20Transfer>>;
}

export function tronGrid(http: Http, baseUrl: string, headers: Record<string, string> = {}): TronGridApi {
  const get = async (path: string, query: Record<string, string> = {}): Promise<unknown> => {
    const q = new URLSearchParams(query).toString();
    const body = await http.json<unknown>(`${baseUrl}/v1/accounts/${path}${q ? `?${q}` : ''}`, { headers });
    if (body && typeof body === 'object' && (body as { success?: unknown }).success === false)
      throw new AppError(
        'NETWORK',
        `TronGrid refused: ${String((body as { error?: unknown }).error ?? 'no reason')}`,
      );
    return body;
  };
  return {
    async account(address) {
      const a = readAs(GridAccountSchema, await get(encodeURIComponent(address)), 'v1/accounts').data[0];
      const tokens = new Map<string, bigint>();
      for (const entry of a?.trc20 ?? [])
        for (const [contract, value] of Object.entries(entry))
          tokens.set(toBase58(contract), readAs(u64('trc20 balance'), value, 'v1/accounts trc20'));
      return { balance: a?.balance ?? 0n, tokens };
    },
    async transactions(address, limit) {
      const body = await get(`${encodeURIComponent(address)}/transactions`, { limit: String(limit) });
      return readList(body, GridTxSchema, 'v1 transactions', (t): GridTx => {
        const c = t.raw_data.contract[0]!;
        const v = c.parameter.value;
        const contractRet = t.ret?.[0]?.contractRet;
        const fee = t.ret?.[0]?.fee;
        return {
          hash: t.txID,
          timeMs: t.block_timestamp,
          ...(contractRet !== undefined ? { contractRet } : {}),
          ...(fee !== undefined ? { fee } : {}),
          type: c.type,
          from: v.owner_address ?? '',
          to: v.to_address ?? v.contract_address ?? '',
          amount: c.type === 'TransferContract' ? v.amount : 0n,
        };
      });
    },
    async trc20Transfers(address, limit, contract) {
      const body = await get(`${encodeURIComponent(address)}/transactions/trc20`, {
        limit: String(limit),
        ...(contract ? { contract_address: contract } : {}),
      });
      return readList(body, GridTrc20Schema, 'v1 trc20 transactions', trc20Of);
    },
    async trc20Sent(address, limit) {
      const body = await get(`${encodeURIComponent(address)}/transactions/trc20`, {
        limit: String(limit),
        only_from: 'true',
      });
      return readList(body, GridTrc20Schema, 'v1 trc20 transactions', trc20Of);
    },
  };
}
