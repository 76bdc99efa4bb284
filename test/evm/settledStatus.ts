import type { EvmCtx } from '../../main/chains/evm/ctx';
import { txStatus, type TxStatus } from '../../main/chains/evm/logic/txStatus';

/**
 * The app asks for a receipt again until one exists (confirmations.ts); tests do the same.
 * anvil mines on its own task after `eth_sendRawTransaction` returns, so on a loaded machine
 * the first look can still find no receipt.
 */
export async function settledStatus(
  ctx: EvmCtx,
  p: { chain: string; hash: string },
  tries = 40,
): Promise<TxStatus> {
  for (let i = 0; i < tries; i++) {
    const s = await txStatus(ctx, p);
    if (s !== 'pending') return s;
    await new Promise((r) => setTimeout(r, 250));
  }
  return 'pending';
}
