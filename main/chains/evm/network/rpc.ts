/**
 * JSON-RPC over the app's one HTTP client. Reads try the chain's endpoints in order
 * (transport failures fall through, JSON-RPC errors are the node's answer and do not);
 * batches send many calls in one HTTP request, the unit the round-trip tests count.
 */
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { withFallback } from '../../withFallback';
import { EVM_RPC_TIMEOUT_MS, RPC_BATCH_CHUNK } from '../constants';

export interface RpcRequest {
  method: string;
  params: readonly unknown[];
}

/** An error object a node returned (code, message, and revert data when a call reverted). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

interface WireResponse {
  id?: number;
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
}

export type BatchItem<T = unknown> = { ok: true; result: T } | { ok: false; error: RpcError };

function toRpcError(e: NonNullable<WireResponse['error']>): RpcError {
  const data = typeof e.data === 'string' ? e.data : undefined;
  return new RpcError(e.code ?? -32000, String(e.message ?? 'RPC error'), data);
}

/** One JSON-RPC endpoint. */
export function rpcAt(http: Http, url: string) {
  async function post(body: unknown): Promise<unknown> {
    return http.json(url, { method: 'POST', json: body, timeoutMs: EVM_RPC_TIMEOUT_MS });
  }
  return {
    url,
    async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
      const res = (await post({ jsonrpc: '2.0', id: 1, method, params })) as WireResponse;
      if (res.error) throw toRpcError(res.error);
      if (!('result' in res))
        throw new AppError('NETWORK', `Malformed JSON-RPC reply from ${new URL(url).host}`);
      return res.result as T;
    },
    /** Up to RPC_BATCH_CHUNK calls per HTTP request; chunks go out in parallel. */
    async batch(calls: readonly RpcRequest[]): Promise<BatchItem[]> {
      const chunks: RpcRequest[][] = [];
      for (let i = 0; i < calls.length; i += RPC_BATCH_CHUNK)
        chunks.push(calls.slice(i, i + RPC_BATCH_CHUNK));
      const replies = await Promise.all(
        chunks.map(async (chunk, c) => {
          const base = c * RPC_BATCH_CHUNK;
          const res = await post(
            chunk.map((r, i) => ({ jsonrpc: '2.0', id: base + i, method: r.method, params: r.params })),
          );
          if (!Array.isArray(res))
            throw new AppError('NETWORK', `Node at ${new URL(url).host} refused a batch`);
          return res as WireResponse[];
        }),
      );
      const byId = new Map<number, WireResponse>();
      for (const r of replies.flat()) if (typeof r.id === 'number') byId.set(r.id, r);
      return calls.map((_, i): BatchItem => {
        const r = byId.get(i);
        if (!r) return { ok: false, error: new RpcError(-32603, 'missing batch reply') };
        return r.error ? { ok: false, error: toRpcError(r.error) } : { ok: true, result: r.result };
      });
    },
  };
}

export type RpcEndpoint = ReturnType<typeof rpcAt>;

/** The chain's endpoints with fallback: the next URL is tried only when one cannot answer. */
export function rpcFor(http: Http, urls: readonly string[]) {
  const endpoints = urls.map((u) => rpcAt(http, u));
  const fallback = <T>(run: (e: RpcEndpoint) => Promise<T>): Promise<T> =>
    withFallback(
      endpoints.map((e) => ({ name: new URL(e.url).host, run: () => run(e) })),
      // A node's JSON-RPC error is its answer; another node would say the same.
      {
        isAnswer: (err) => err instanceof RpcError,
        none: 'No RPC endpoint configured',
        allFailed: (failures) => new AppError('NETWORK', `All RPC endpoints failed (${failures.join('; ')})`),
      },
    );
  return {
    endpoints,
    call: <T>(method: string, params: readonly unknown[] = []) => fallback((e) => e.call<T>(method, params)),
    batch: (calls: readonly RpcRequest[]) => fallback((e) => e.batch(calls)),
  };
}

export type Rpc = ReturnType<typeof rpcFor>;
