import { chainConfig } from '../config';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from '../constants';
import { defaultSleep, type EvmCtx } from '../ctx';
import { rpcFor } from '../network/rpc';

export type ConfirmationResult = 'confirmed' | 'failed' | 'pending';

export interface WaitForConfirmationParams {
  chain: string;
  hash: string;
  intervalMs?: number;
  tries?: number;
}

/**
 * Polls the receipt every 5 s, 15 times (app.md §4): status 1 → confirmed, 0 → failed,
 * no receipt by then → pending (the caller warns and keeps the pending entry). Transport
 * errors count as "not yet" so a flaky node does not end the wait early.
 */
export async function waitForConfirmation(
  ctx: EvmCtx,
  p: WaitForConfirmationParams,
): Promise<ConfirmationResult> {
  const cfg = chainConfig(ctx.config, p.chain);
  const rpc = rpcFor(ctx.http, cfg.rpcUrls);
  const sleep = ctx.sleep ?? defaultSleep;
  const tries = p.tries ?? CONFIRM_TRIES;
  for (let i = 0; i < tries; i++) {
    try {
      const r = await rpc.call<{ status?: string } | null>('eth_getTransactionReceipt', [p.hash]);
      if (r) return r.status === '0x0' ? 'failed' : 'confirmed';
    } catch {
      // not yet
    }
    if (i < tries - 1) await sleep(p.intervalMs ?? CONFIRM_POLL_MS);
  }
  return 'pending';
}
