import { solanaRpc, type SolanaRpc } from '../network';
import type { SolanaCtx } from '../ctx';

const cache = new WeakMap<SolanaCtx, SolanaRpc>();

/** The ctx's JSON-RPC client (one per ctx). */
export function rpcOf(ctx: SolanaCtx): SolanaRpc {
  let rpc = cache.get(ctx);
  if (!rpc) {
    rpc = solanaRpc(ctx.http, ctx.config.rpcUrls);
    cache.set(ctx, rpc);
  }
  return rpc;
}
