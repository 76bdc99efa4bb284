import type { BatchCall, BatchReply, SolanaPreviewNode } from '../../../chains/solana';
import { withCustomNode } from '../../../config/customNodes';
import { createHttp } from '../../../net/http';
import type { WcSolanaChain } from './chain';

/** main's own client (outbound.ts: the user's proxy when set); each URL once. */
const http = createHttp({ retries: 0 });

/**
 * The preview's node for a dapp's request: the user's own Solana node when saved (Settings →
 * Networks), the profile's defaults after it only if the user allowed falling back, else the
 * profile's endpoints in order; read per request, so a node saved during a session is used.
 * A batch goes in one HTTP request; a transport failure moves to the next URL, a node's reply
 * (errors included) is its answer.
 */
export function solanaPreviewNode(chain: Pick<WcSolanaChain, 'rpcUrls' | 'ownNodeKey'>): SolanaPreviewNode {
  return {
    async batch(calls: readonly BatchCall[]): Promise<BatchReply[]> {
      let last: unknown = new Error('No Solana RPC endpoint configured');
      for (const url of withCustomNode(chain.ownNodeKey, chain.rpcUrls)) {
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
