/**
 * Solana JSON-RPC over the app's one HTTP client (answers read by parseJsonLossless, so a u64
 * past 2^53 arrives as an exact bigint). A `Query` pairs a call with the reader of its answer,
 * so logic can put several reads in one batch (one HTTP request) and get typed values back.
 * Endpoints are tried in order: a transport failure falls through to the next one, a JSON-RPC
 * error is the node's answer and does not.
 */
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { withFallback } from '../../withFallback';
import { RPC_BATCH_CHUNK } from '../constants';

/** An error object a node returned: its code, message and the data (simulation logs, err). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'SolanaRpcError';
  }
}

/** One call and how its result becomes a domain value (wire types stay in network/). */
export interface Query<T> {
  method: string;
  /** positional, or named where the method takes an object (DAS getAssetsByOwner) */
  params: readonly unknown[] | Readonly<Record<string, unknown>>;
  read(result: unknown): T;
}

export type Results<Q extends Record<string, Query<unknown>>> = {
  [K in keyof Q]: Q[K] extends Query<infer T> ? T : never;
};

export interface WireReply {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

const errorOf = (e: NonNullable<WireReply['error']>) =>
  new SolanaRpcError(typeof e.code === 'number' ? e.code : -32000, String(e.message ?? 'RPC error'), e.data);

function post(http: Http, url: string, body: unknown): Promise<unknown> {
  return http.json(url, { method: 'POST', json: body });
}

/** Sends `calls` to one endpoint, RPC_BATCH_CHUNK per request, and returns the results in order. */
async function batchAt(http: Http, url: string, calls: readonly Query<unknown>[]): Promise<unknown[]> {
  const chunks: Query<unknown>[][] = [];
  for (let i = 0; i < calls.length; i += RPC_BATCH_CHUNK) chunks.push(calls.slice(i, i + RPC_BATCH_CHUNK));
  const replies = await Promise.all(
    chunks.map(async (chunk, c) => {
      const body = chunk.map((q, i) => ({
        jsonrpc: '2.0',
        id: c * RPC_BATCH_CHUNK + i,
        method: q.method,
        params: q.params,
      }));
      const res = await post(http, url, body);
      if (!Array.isArray(res)) throw new AppError('NETWORK', `Node at ${new URL(url).host} refused a batch`);
      return res as WireReply[];
    }),
  );
  const byId = new Map<number, WireReply>();
  for (const r of replies.flat())
    if (r && typeof r === 'object' && typeof r.id === 'number') byId.set(r.id, r);
  return calls.map((_, i) => {
    const r = byId.get(i);
    if (!r) throw new AppError('NETWORK', `Node at ${new URL(url).host} left a batch call unanswered`);
    if (r.error) throw errorOf(r.error);
    return r.result;
  });
}

/** Like batchAt, but each call's error or missing reply is its own: the replies as they came. */
async function settledAt(http: Http, url: string, calls: readonly Query<unknown>[]): Promise<WireReply[]> {
  const echo = calls.map((q) => ({ ...q, read: (r: unknown) => r }));
  const replies: WireReply[] = [];
  for (let i = 0; i < echo.length; i += RPC_BATCH_CHUNK) {
    const chunk = echo.slice(i, i + RPC_BATCH_CHUNK);
    const body = chunk.map((q, j) => ({ jsonrpc: '2.0', id: i + j, method: q.method, params: q.params }));
    const res = await post(http, url, body);
    if (!Array.isArray(res)) throw new AppError('NETWORK', `Node at ${new URL(url).host} refused a batch`);
    const byId = new Map<number, WireReply>();
    for (const r of res as unknown[])
      if (r && typeof r === 'object' && typeof (r as WireReply).id === 'number')
        byId.set((r as WireReply).id as number, r as WireReply);
    chunk.forEach((_, j) => replies.push(byId.get(i + j) ?? {}));
  }
  return replies;
}

export interface SolanaRpc {
  /** one call, one request */
  call<T>(q: Query<T>): Promise<T>;
  /** every query in one HTTP request (chunked past RPC_BATCH_CHUNK); the first node error throws */
  batch<Q extends Record<string, Query<unknown>>>(queries: Q): Promise<Results<Q>>;
  /** a list of like queries in one HTTP request */
  many<T>(queries: readonly Query<T>[]): Promise<T[]>;
  /**
   * every query in one HTTP request, each answer read on its own: a call the node answered
   * with an error, left unanswered, or whose answer does not read is counted in `skipped`
   * (a history page); only a failed request throws
   */
  each<T>(queries: readonly Query<T>[]): Promise<ReadList<T>>;
  /**
   * calls in one HTTP request, each reply as the node gave it (its error object kept): the
   * preview tells a node that lacks a method from one that refused the call
   */
  replies(calls: readonly { method: string; params: readonly unknown[] }[]): Promise<WireReply[]>;
}

/** The profile's endpoints with fallback. */
export function solanaRpc(http: Http, urls: readonly string[]): SolanaRpc {
  const fallback = <T>(run: (url: string) => Promise<T>): Promise<T> =>
    withFallback(
      urls.map((u) => ({ name: new URL(u).host, run: () => run(u) })),
      {
        isAnswer: (e) => e instanceof SolanaRpcError,
        none: 'No Solana RPC endpoint configured',
        allFailed: (failures) =>
          new AppError('NETWORK', `All Solana RPC endpoints failed (${failures.join('; ')})`),
      },
    );

  const many = async <T>(queries: readonly Query<T>[]): Promise<T[]> => {
    if (queries.length === 0) return [];
    const results = await fallback((url) => batchAt(http, url, queries));
    return results.map((r, i) => queries[i]!.read(r));
  };

  return {
    async call<T>(q: Query<T>): Promise<T> {
      const res = (await fallback((url) =>
        post(http, url, { jsonrpc: '2.0', id: 1, method: q.method, params: q.params }),
      )) as WireReply;
      if (res.error) throw errorOf(res.error);
      if (!('result' in res)) throw new AppError('NETWORK', 'Malformed JSON-RPC reply from the Solana node');
      return q.read(res.result);
    },
    many,
    async each<T>(queries: readonly Query<T>[]): Promise<ReadList<T>> {
      if (queries.length === 0) return { items: [], skipped: 0 };
      const replies = await fallback((url) => settledAt(http, url, queries));
      return readEach(replies, (r, i) => {
        if (r.error) throw errorOf(r.error);
        if (!('result' in r)) throw new AppError('NETWORK', 'A batch call was left unanswered');
        return queries[i]!.read(r.result);
      });
    },
    replies: (calls) =>
      fallback((url) =>
        settledAt(
          http,
          url,
          calls.map((c) => ({ ...c, read: (r) => r })),
        ),
      ),
    async batch<Q extends Record<string, Query<unknown>>>(queries: Q): Promise<Results<Q>> {
      const keys = Object.keys(queries);
      const values = await many(keys.map((k) => queries[k]!));
      return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Results<Q>;
    },
  };
}

/** `q` with its value passed through `f`, so unlike queries can share one `many` list. */
export const mapQuery = <A, B>(q: Query<A>, f: (a: A) => B): Query<B> => ({
  ...q,
  read: (r) => f(q.read(r)),
});
