import type { CosmosCtx } from '../ctx';
import { midgardOf, nodeOf } from '../network';

/**
 * The balance of `denom` (the native one by default): THORChain's RUNE from Midgard (spec §7),
 * anything on the Hub from the node's bank query.
 */
export async function getBalance(ctx: CosmosCtx, address: string, denom = ctx.config.denom): Promise<bigint> {
  const m = denom === ctx.config.denom ? midgardOf(ctx) : null;
  return m ? m.runeBalance(address) : nodeOf(ctx).balance(address, denom);
}
