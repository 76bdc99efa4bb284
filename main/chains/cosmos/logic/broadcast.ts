import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { THORCHAIN_SEND_DELAY_MS } from '../constants';
import type { CosmosCtx } from '../ctx';
import { nodeOf } from '../network';

/**
 * Sends the signed TxRaw (hex, from signer/chains/cosmos) with broadcast_tx_sync and returns its
 * hash, lower-case. spec §4: a THORChain send waits 600 ms first.
 */
export async function broadcast(ctx: CosmosCtx, signedHex: string): Promise<string> {
  if (!/^([0-9a-fA-F]{2})+$/.test(signedHex))
    throw new AppError('BAD_INPUT', 'The signed transaction does not read');
  if (ctx.config.kind === 'thor') await ctx.sleep(THORCHAIN_SEND_DELAY_MS);
  return (await nodeOf(ctx).broadcast(hex.decode(signedHex.toLowerCase()))).toLowerCase();
}
