import type { StakeStatus } from '../../../shared/contract/staking';
import type { StakingAction } from '../../../shared/contract/txKinds';

/** A position's state in words, and the badge style that goes with it. */
export const STATUS_WORDS: Record<StakeStatus, { label: string; badge: string }> = {
  activating: { label: 'Activating', badge: 'badge badge-warning' },
  active: { label: 'Active', badge: 'badge badge-active' },
  deactivating: { label: 'Deactivating', badge: 'badge badge-warning' },
  inactive: { label: 'Inactive', badge: 'badge' },
};

/** The button that starts an action, and the one that confirms it on the review. */
export const ACTION_WORDS: Record<StakingAction, { button: string; confirm: string; title: string }> = {
  stake: { button: 'Stake', confirm: 'Stake', title: 'Review stake' },
  unstake: { button: 'Unstake', confirm: 'Unstake', title: 'Review unstake' },
  withdraw: { button: 'Withdraw', confirm: 'Withdraw', title: 'Review withdrawal' },
  vote: { button: 'Vote', confirm: 'Vote', title: 'Review votes' },
  claim: { button: 'Claim rewards', confirm: 'Claim', title: 'Review claim' },
};

/** A percentage as the validator list shows it ('7.12 %'); '—' when the service gave none. */
export function percent(v: number | undefined): string {
  return v === undefined ? '—' : `${Number(v.toFixed(2))} %`;
}
