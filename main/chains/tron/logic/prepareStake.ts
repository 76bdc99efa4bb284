/**
 * A staking operation (freeze, unfreeze, vote, withdraw, claim), planned: the intent holds the
 * signer to the action, its amount and resource or votes, and the most it can cost.
 */
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, StakingOp } from '../../family';
import type { TronCtx } from '../ctx';
import { stakingCosts } from './costRows';
import { prepareStaking } from './prepareStaking';
import { tronQuote } from './prepareTransfer';

export async function prepareStake(ctx: TronCtx, coin: CoinRef, op: StakingOp): Promise<Prepared> {
  const p = await prepareStaking(ctx, coin.address, op);
  const intent: SignIntentOf<'tron'> = {
    family: 'tron',
    kind: op.action,
    chainName: coin.chainName,
    from: coin.address,
    to: coin.address,
    amount: op.action === 'stake' || op.action === 'unstake' ? p.amount.toString(10) : '0',
    feeCap: p.fee.max.toString(10),
    ...(p.resource ? { resource: p.resource } : {}),
    ...(p.votes ? { votes: p.votes } : {}),
  };
  return { quote: tronQuote(p.amount, false, p.fee, stakingCosts(p.fee)), unsigned: p.rawDataHex, intent };
}
