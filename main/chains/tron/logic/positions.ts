import type { StakingAction } from '../../../../shared/contract/txKinds';
import { votingPower } from '../../../../shared/staking/voteRules';
import type { StakePosition } from '../../family';
import type { TronCtx } from '../ctx';
import { CLAIM_INTERVAL_MS, SUN_PER_TRX } from '../constants';
import { nodeOf } from '../network';
import { accountInfo, type AccountInfo, type TronResource } from './accountInfo';

export interface StakingState {
  account: AccountInfo;
  /** Stake 2.0 unfreezes still allowed (at most 32 pending) */
  unfreezesLeft: number;
  /** unclaimed voting rewards, sun; 0 when a claim is not due (spec §9) */
  reward: bigint;
  claimable: boolean;
}

/** TRON Power: the TRX frozen for either resource, floored to whole TRX; one vote each. */
export const tronPowerOf = (frozen: Readonly<Record<TronResource, bigint>>): number =>
  votingPower(frozen.ENERGY + frozen.BANDWIDTH, SUN_PER_TRX);

/** spec §9: the reward is looked at only when the last claim is more than 24 hours old. */
export const claimDue = (latestWithdrawTime: number, now: number): boolean =>
  now - latestWithdrawTime > CLAIM_INTERVAL_MS;

export async function stakingState(ctx: TronCtx, address: string): Promise<StakingState> {
  const node = nodeOf(ctx);
  const [account, unfreezesLeft] = await Promise.all([
    accountInfo(ctx, address),
    node.availableUnfreezeCount(address),
  ]);
  const due = claimDue(account.latestWithdrawTime, ctx.now());
  const reward = due ? await node.reward(address) : 0n;
  return { account, unfreezesLeft, reward, claimable: due && reward > 0n };
}

const RESOURCES: readonly TronResource[] = ['ENERGY', 'BANDWIDTH'];

/**
 * The account's staking as positions: TRX frozen per resource (id = the resource; unstake
 * offered while unfreezes are left, spec's 'disabled_unstaking' otherwise), each pending
 * unfreeze (withdraw once expired), each vote (amount = its votes as TRX of TRON Power), and
 * unclaimed rewards (claim once due).
 */
export function positionsOf(s: StakingState, now: number): StakePosition[] {
  const out: StakePosition[] = [];
  for (const r of RESOURCES) {
    const amount = s.account.frozen[r];
    if (amount > 0n)
      out.push({
        id: r,
        validator: r,
        amount,
        status: 'active',
        actions: s.unfreezesLeft > 0 ? ['unstake'] : [],
      });
  }
  for (const u of s.account.unfreezing) {
    const expired = u.expireTime <= now;
    out.push({
      id: `unfreeze:${u.resource}:${u.expireTime}`,
      validator: u.resource,
      amount: u.amount,
      status: expired ? 'inactive' : 'deactivating',
      actions: expired ? ['withdraw'] : [],
    });
  }
  for (const v of s.account.votes)
    out.push({
      kind: 'vote',
      id: `vote:${v.address}`,
      validator: v.address,
      amount: v.count * SUN_PER_TRX,
      status: 'active',
      // votes change all at once on the screen's vote panel (Tron replaces every vote), not per row
      actions: [],
    });
  if (s.reward > 0n) {
    const actions: StakingAction[] = s.claimable ? ['claim'] : [];
    out.push({
      kind: 'reward',
      id: 'reward',
      validator: 'reward',
      amount: s.reward,
      status: 'inactive',
      actions,
    });
  }
  return out;
}
