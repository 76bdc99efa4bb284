import type { CosmosCtx } from '../ctx';
import { nodeOf } from '../network';

/**
 * What a Hub account holds outside its spendable balance (issue 15: delegated, unbonding,
 * rewards not yet claimed), read-only, from x/staking and x/distribution; the amounts that are
 * not zero, named for the coin page. THORChain has no delegation here: none.
 */
export async function getStake(
  ctx: CosmosCtx,
  address: string,
): Promise<{ label: string; amount: bigint }[]> {
  if (ctx.config.kind !== 'hub') return [];
  const s = await nodeOf(ctx).stake(address, ctx.config.denom);
  return [
    { label: 'Delegated', amount: s.delegated },
    { label: 'Unbonding', amount: s.unbonding },
    { label: 'Pending rewards', amount: s.rewards },
  ].filter((a) => a.amount > 0n);
}
