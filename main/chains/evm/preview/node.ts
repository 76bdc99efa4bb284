/**
 * A PreviewNode for callers outside the family (WalletConnect's eip155 namespace), which hold
 * a chain's RPC URLs but no family ctx: each URL in order until one answers; a node's
 * JSON-RPC error is its answer and keeps its code and revert data.
 */
import type { Http } from '../../../net/http';
import type { PreviewNode } from './types';

/** A node's JSON-RPC error object, as the preview reads it (code, message, data). */
export class NodeRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
    this.name = 'NodeRpcError';
  }
}

interface Wire {
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
}

export function previewNodeAt(http: Http, urls: readonly string[]): PreviewNode {
  return {
    async call<T>(method: string, params: readonly unknown[]): Promise<T> {
      let last: unknown = new Error('No RPC endpoint configured');
      for (const url of urls) {
        let body: Wire;
        try {
          body = await http.json<Wire>(url, {
            method: 'POST',
            json: { jsonrpc: '2.0', id: 1, method, params },
          });
        } catch (e) {
          last = e; // transport failure: the next node may answer
          continue;
        }
        if (body.error) {
          const d = body.error.data;
          throw new NodeRpcError(
            body.error.code ?? -32000,
            String(body.error.message ?? 'RPC error'),
            typeof d === 'string' ? d : undefined,
          );
        }
        return body.result as T;
      }
      throw last;
    },
  };
}
