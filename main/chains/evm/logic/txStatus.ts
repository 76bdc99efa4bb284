import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf } from '../network';

export type TxStatus = 'confirmed' | 'failed' | 'pending';

export interface TxStatusParams {
  chain: string;
  hash: string;
}

/**
 * One look at a transaction's receipt: status 1 → confirmed, 0 → failed, none yet → pending.
 * The app's one confirmation loop (services/transfers/confirmations.ts) asks this every 5 s;
 * a transport error reads as "not yet" so a flaky node does not end the wait early.
 */
export async function txStatus(ctx: EvmCtx, p: TxStatusParams): Promise<TxStatus> {
  try {
    const r = await nodeOf(ctx, chainConfig(ctx.config, p.chain)).call<{ status?: string } | null>(
      'eth_getTransactionReceipt',
      [p.hash],
    );
    if (r) return r.status === '0x0' ? 'failed' : 'confirmed';
  } catch {
    // not yet
  }
  return 'pending';
}
