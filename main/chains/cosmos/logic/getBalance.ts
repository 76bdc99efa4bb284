import type { CosmosCtx } from '../ctx';
import { midgardOf, nodeOf } from '../network';

/** The native balance: THORChain's from Midgard (spec §7), the Hub's from the node's bank query. */
export async function getBalance(ctx: CosmosCtx, address: string): Promise<bigint> {
  const m = midgardOf(ctx);
  return m ? m.runeBalance(address) : nodeOf(ctx).balance(address, ctx.config.denom);
}
