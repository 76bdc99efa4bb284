import type { CardanoCtx } from '../ctx';
import { blockfrostOf } from '../network';

/** The address's lovelace (Blockfrost addresses/{a}); 0 before the chain has seen it. */
export const getBalance = (ctx: CardanoCtx, address: string): Promise<bigint> =>
  blockfrostOf(ctx).lovelace(address);
