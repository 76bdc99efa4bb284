/**
 * The wallet's stake accounts (withdraw authority = the wallet) and what each is doing this
 * epoch, in one round trip (getProgramAccounts and getEpochInfo in one batch).
 */
import type { StakeStatus } from '../../../../shared/contract/staking';
import type { StakingAction } from '../../../../shared/contract/txKinds';
import { EPOCH_NEVER } from '../constants';
import type { SolanaCtx } from '../ctx';
import { epochQuery, stakeAccountsQuery } from '../network';
import type { StakeAccount } from '../types';
import { rpcOf } from './rpcOf';

export interface StakePositionInfo {
  account: StakeAccount;
  status: StakeStatus;
  /**
   * everything the account holds (its rent reserve too): what the user put in, what a withdraw
   * gives back once inactive, and what a stake toast named; the delegated part is in `account`
   */
  amount: bigint;
  actions: StakingAction[];
}

/**
 * A stake's state at `epoch`. Without warmup history every delegation is either activating (the
 * epoch it was delegated in) or active, and deactivating (the epoch of its deactivation) or
 * inactive after it; an undelegated (initialized) account is inactive.
 */
export function stakeStatusOf(a: StakeAccount, epoch: bigint): StakeStatus {
  const d = a.delegation;
  if (!d) return 'inactive';
  if (d.deactivationEpoch !== EPOCH_NEVER) return d.deactivationEpoch >= epoch ? 'deactivating' : 'inactive';
  return d.activationEpoch >= epoch ? 'activating' : 'active';
}

const ACTIONS: Record<StakeStatus, StakingAction[]> = {
  activating: ['unstake'],
  active: ['unstake'],
  deactivating: [],
  inactive: ['withdraw'],
};

export function positionOf(a: StakeAccount, epoch: bigint): StakePositionInfo {
  const status = stakeStatusOf(a, epoch);
  return { account: a, status, amount: a.lamports, actions: ACTIONS[status] };
}

export async function stakePositions(ctx: SolanaCtx, wallet: string): Promise<StakePositionInfo[]> {
  const r = await rpcOf(ctx).batch({ accounts: stakeAccountsQuery(wallet), epoch: epochQuery() });
  return r.accounts
    .filter((a) => a.withdrawer === wallet)
    .map((a) => positionOf(a, r.epoch))
    .sort((x, y) => x.account.address.localeCompare(y.account.address));
}
