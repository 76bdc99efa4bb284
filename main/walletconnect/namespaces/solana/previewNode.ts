import type { BatchCall, BatchReply, SolanaPreviewNode } from '../../../chains/solana';
import { createHttp } from '../../../net/http';

/** main's own client (outbound.ts: the user's proxy when set); each URL once. */
const http = createHttp({ retries: 0 });

/**
 * The preview's node for a dapp's request: the profile's Solana endpoints in order, a batch
 * in one HTTP request; a transport failure moves to the next URL, a node's reply (errors
 * included) is its answer.
 */
export function solanaPreviewNode(urls: readonly string[]): SolanaPreviewNode {
  return {
    async batch(calls: readonly BatchCall[]): Promise<BatchReply[]> {
      let last: unknown = new Error('No Solana RPC endpoint configured');
      for (const url of urls) {
        let res: unknown;
        try {
          res = await http.json<unknown>(url, {
            json: calls.map((c, id) => ({ jsonrpc: '2.0', id, method: c.method, params: c.params })),
          });
        } catch (e) {
          last = e;
          continue;
        }
        if (!Array.isArray(res)) throw new Error(`The node at ${new URL(url).host} refused a batch`);
        const byId = new Map<unknown, BatchReply>(
          (res as { id?: unknown }[]).map((r) => [r?.id, r as BatchReply]),
        );
        return calls.map((_, id) => byId.get(id) ?? {});
      }
      throw last instanceof Error ? last : new Error(String(last));
    },
  };
}
