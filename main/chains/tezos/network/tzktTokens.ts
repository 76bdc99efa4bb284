/**
 * TzKT's token API (api.tzkt.io, "Tokens"), which indexes every FA1.2 and FA2 contract:
 * - GET /v1/tokens?contract=…&tokenId=…: a token, its standard and its TZIP-21 metadata
 * - GET /v1/tokens/balances?account=…: what an account holds (token.contract.address,
 *   token.tokenId, token.standard, token.metadata, balance as a decimal string)
 * - GET /v1/tokens/transfers?anyof.from.to=…: token movements, each naming the transaction
 *   (transactionId) that made it; GET /v1/operations/transactions?id.in=… gives their hashes.
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { readAs, u64 } from './wire';

const FROM = 'TzKT';

const TokenSchema = z.looseObject({
  contract: z.looseObject({ address: z.string().min(1).max(60) }),
  tokenId: u64('tokenId'),
  standard: z.string(),
  /** TZIP-21 metadata as TzKT stores it: any field may be missing, decimals a string */
  metadata: z
    .looseObject({
      name: z.string().max(200).optional(),
      symbol: z.string().max(60).optional(),
      decimals: z.union([z.string(), z.number()]).optional(),
    })
    .nullable()
    .optional(),
});

/** A token as TzKT describes it. */
export interface TzktToken {
  contract: string;
  tokenId: bigint;
  /** 'fa1.2' or 'fa2' (TzKT's words) */
  standard: string;
  name?: string;
  symbol?: string;
  /** as the metadata wrote it; checked by the caller */
  decimals?: string;
}

const BalanceSchema = z.looseObject({ token: TokenSchema, balance: u64('balance') });

const TransferSchema = z.looseObject({
  id: z.number().int(),
  timestamp: z.string().refine((t) => !Number.isNaN(Date.parse(t)), 'not a date'),
  from: z.looseObject({ address: z.string() }).nullable().optional(),
  to: z.looseObject({ address: z.string() }).nullable().optional(),
  amount: u64('amount'),
  transactionId: z.number().int().nullable().optional(),
});

export interface TzktTokenTransfer {
  timeMs: number;
  /** '' for a mint */
  from: string;
  /** '' for a burn */
  to: string;
  amount: bigint;
  /** the transaction that moved it; absent for an origination's or migration's mint */
  transactionId?: number;
}

const OperationSchema = z.looseObject({
  id: z.number().int(),
  hash: z.string().min(1).max(60),
  status: z.string(),
  bakerFee: u64('bakerFee').optional(),
  storageFee: u64('storageFee').optional(),
  allocationFee: u64('allocationFee').optional(),
});

export interface TzktOperationRef {
  hash: string;
  status: string;
  /** mutez its sender paid: baker fee and storage burnt */
  fee: bigint;
}

export interface TzktTokensApi {
  /** the token of `contract` (FA2: with `tokenId`), or null when TzKT knows none */
  token(contract: string, tokenId: bigint | null): Promise<TzktToken | null>;
  /** what `account` holds of each token TzKT lists, filtered to the given contracts when any */
  balances(
    account: string,
    only?: { contracts: string[]; tokenIds: string[] },
  ): Promise<{ token: TzktToken; balance: bigint }[]>;
  /** movements of one token from or to `account`, newest first */
  transfers(
    account: string,
    contract: string,
    tokenId: bigint,
    limit: number,
  ): Promise<ReadList<TzktTokenTransfer>>;
  /** transactions by TzKT id: their hash, status and fees */
  transactions(ids: readonly number[]): Promise<Map<number, TzktOperationRef>>;
}

const tokenOf = (t: z.output<typeof TokenSchema>): TzktToken => ({
  contract: t.contract.address,
  tokenId: t.tokenId,
  standard: t.standard,
  ...(t.metadata?.name !== undefined ? { name: t.metadata.name } : {}),
  ...(t.metadata?.symbol !== undefined ? { symbol: t.metadata.symbol } : {}),
  ...(t.metadata?.decimals !== undefined ? { decimals: String(t.metadata.decimals) } : {}),
});

/** TzKT answers at most this many rows per request (its `limit` maximum) */
const MAX_ROWS = 10_000;

export function tzktTokens(http: Http, baseUrl: string): TzktTokensApi {
  const get = (path: string, q: Record<string, string>) =>
    http.json<unknown>(`${baseUrl}${path}?${new URLSearchParams(q)}`);
  return {
    async token(contract, tokenId) {
      const body = await get('/v1/tokens', {
        contract,
        ...(tokenId !== null ? { tokenId: tokenId.toString(10) } : {}),
        limit: '2',
      });
      const rows = readAs(z.array(TokenSchema), body, 'tokens', FROM).map(tokenOf);
      return rows.find((t) => t.contract === contract && (tokenId === null || t.tokenId === tokenId)) ?? null;
    },
    async balances(account, only) {
      const body = await get('/v1/tokens/balances', {
        account,
        ...(only
          ? { 'token.contract.in': only.contracts.join(','), 'token.tokenId.in': only.tokenIds.join(',') }
          : { 'balance.gt': '0' }),
        limit: String(MAX_ROWS),
      });
      return readAs(z.array(BalanceSchema), body, 'token balances', FROM).map((b) => ({
        token: tokenOf(b.token),
        balance: b.balance,
      }));
    },
    async transfers(account, contract, tokenId, limit) {
      const body = await get('/v1/tokens/transfers', {
        'anyof.from.to': account,
        'token.contract': contract,
        'token.tokenId': tokenId.toString(10),
        'sort.desc': 'id',
        limit: String(limit),
      });
      return readEach(readAs(z.array(z.unknown()), body, 'token transfers', FROM), (e) => {
        const t = readAs(TransferSchema, e, 'token transfer', FROM);
        return {
          timeMs: Date.parse(t.timestamp),
          from: t.from?.address ?? '',
          to: t.to?.address ?? '',
          amount: t.amount,
          ...(typeof t.transactionId === 'number' ? { transactionId: t.transactionId } : {}),
        };
      });
    },
    async transactions(ids) {
      if (!ids.length) return new Map();
      const body = await get('/v1/operations/transactions', {
        'id.in': ids.join(','),
        limit: String(ids.length),
      });
      const out = new Map<number, TzktOperationRef>();
      for (const o of readAs(z.array(OperationSchema), body, 'transactions', FROM))
        out.set(o.id, {
          hash: o.hash,
          status: o.status,
          fee: (o.bakerFee ?? 0n) + (o.storageFee ?? 0n) + (o.allocationFee ?? 0n),
        });
      return out;
    },
  };
}
