/**
 * Stake 2.0 operations, built by the node: freeze and unfreeze for a resource, vote, withdraw
 * expired unfreezes and claim rewards. Each is refused here with the spec's words before a
 * transaction is built; the fee is the bandwidth the transaction burns when resources do not
 * cover it.
 */
import { AppError } from '../../../../shared/errors';
import type { StakingOp } from '../../family';
import type { TronCtx } from '../ctx';
import { TRON_ERRORS } from '../constants';
import { nodeOf, type BuilderPath } from '../network';
import { chainPrices } from './chainParams';
import { bandwidthBytes, tronFee, type TronFee } from './fees';
import { votesToCast } from '../../../../shared/staking/voteRules';
import { claimDue, stakingState, tronPowerOf } from './positions';

export interface StakingPlan {
  /** what moves: frozen, unfrozen, withdrawn or claimed sun; 0 for a vote */
  amount: bigint;
  resource?: 'ENERGY' | 'BANDWIDTH';
  votes?: { address: string; count: number }[];
  fee: TronFee;
  rawDataHex: string;
  txID: string;
}

export async function prepareStaking(ctx: TronCtx, owner: string, op: StakingOp): Promise<StakingPlan> {
  const [s, prices] = await Promise.all([stakingState(ctx, owner), chainPrices(ctx)]);
  const now = ctx.now();
  const a = s.account;
  let path: BuilderPath;
  let body: Record<string, unknown> = { owner_address: owner };
  let amount = 0n;
  let votes: { address: string; count: number }[] | undefined;
  // an unstake from the screen names the position, and a frozen position's id is its resource
  const resource = op.resource ?? (op.position === 'BANDWIDTH' ? 'BANDWIDTH' : 'ENERGY');

  switch (op.action) {
    case 'stake':
      amount = op.amount ?? 0n;
      if (amount <= 0n) throw new AppError('RULE', 'Enter an amount above zero');
      if (amount > a.balance) throw new AppError('RULE', 'Insufficient TRX balance');
      path = 'freezebalancev2';
      body = { ...body, frozen_balance: Number(amount), resource };
      break;
    case 'unstake':
      // spec §9: the 'disabled_unstaking' row
      if (s.unfreezesLeft <= 0) throw new AppError('RULE', TRON_ERRORS.disabledUnstaking);
      amount = op.amount ?? a.frozen[resource];
      if (amount <= 0n) throw new AppError('RULE', `No TRX is staked for ${resource.toLowerCase()}`);
      if (amount > a.frozen[resource])
        throw new AppError(
          'RULE',
          `At most ${a.frozen[resource]} sun is staked for ${resource.toLowerCase()}`,
        );
      path = 'unfreezebalancev2';
      body = { ...body, unfreeze_balance: Number(amount), resource };
      break;
    case 'vote':
      votes = votesToCast(op.votes ?? [], tronPowerOf(a.frozen));
      path = 'votewitnessaccount';
      body = { ...body, votes: votes.map((v) => ({ vote_address: v.address, vote_count: v.count })) };
      break;
    case 'withdraw':
      amount = a.unfreezing.filter((u) => u.expireTime <= now).reduce((sum, u) => sum + u.amount, 0n);
      if (amount === 0n) throw new AppError('RULE', TRON_ERRORS.noExpired);
      path = 'withdrawexpireunfreeze';
      break;
    case 'claim':
      if (!claimDue(a.latestWithdrawTime, now)) throw new AppError('RULE', TRON_ERRORS.claimTooSoon);
      if (s.reward === 0n) throw new AppError('RULE', TRON_ERRORS.noReward);
      amount = s.reward;
      path = 'withdrawbalance';
      break;
  }

  const tx = await nodeOf(ctx).build(path, body);
  const fee = tronFee({
    bytes: bandwidthBytes(tx.raw_data_hex),
    bandwidth: a.bandwidth,
    prices,
    createsAccount: false,
    memo: false,
  });
  const spent = (op.action === 'stake' ? amount : 0n) + fee.total;
  if (spent > a.balance) throw new AppError('RULE', TRON_ERRORS.feeShort);
  return {
    amount,
    ...(op.action === 'stake' || op.action === 'unstake' ? { resource } : {}),
    ...(votes ? { votes } : {}),
    fee,
    rawDataHex: tx.raw_data_hex,
    txID: tx.txID,
  };
}
