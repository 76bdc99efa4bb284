/**
 * What the Staking screen shows of a Tron account beyond its positions (spec §3 "Tron staking
 * info rows", spec §9): bandwidth and energy (free and staked), frozen TRX, votes against TRON
 * Power, when rewards can be claimed, and the 'disabled_unstaking' row when no unfreeze is left.
 * It also tells the screen that votes are cast with TRON Power and that a stake is for a resource.
 */
import { formatUnits } from '../../../../shared/amount';
import type { StakingDetails, StakingInfoRow } from '../../../../shared/contract/staking';
import { CLAIM_INTERVAL_MS, TRON_ERRORS } from '../constants';
import { claimDue, tronPowerOf, type StakingState } from './positions';

const trx = (sun: bigint) => `${formatUnits(sun, 6)} TRX`;
const n = (v: bigint) => v.toLocaleString('en-US');
/** '2026-11-25 20:14 UTC': the screen shows it as it is */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function stakingDetails(s: StakingState, now: number): StakingDetails {
  const a = s.account;
  const power = tronPowerOf(a.frozen);
  const used = a.votes.reduce((sum, v) => sum + v.count, 0n);
  const info: StakingInfoRow[] = [
    {
      id: 'bandwidth',
      label: 'Bandwidth',
      value: `${n(a.bandwidth.freeLeft)} of ${n(a.bandwidth.freeLimit)} free · ${n(a.bandwidth.stakedLeft)} of ${n(a.bandwidth.stakedLimit)} staked`,
    },
    { id: 'energy', label: 'Energy', value: `${n(a.energy.left)} of ${n(a.energy.limit)} staked` },
    {
      id: 'frozen',
      label: 'Frozen TRX',
      value: `${trx(a.frozen.ENERGY)} for energy · ${trx(a.frozen.BANDWIDTH)} for bandwidth`,
    },
    { id: 'votes', label: 'Votes', value: `${n(used)} of ${power.toLocaleString('en-US')} TRON Power` },
    {
      id: 'rewards',
      label: 'Rewards',
      value: !claimDue(a.latestWithdrawTime, now)
        ? `Claimable after ${utc(a.latestWithdrawTime + CLAIM_INTERVAL_MS)}`
        : s.reward > 0n
          ? `${trx(s.reward)} to claim`
          : 'Nothing to claim yet',
    },
  ];
  // spec §9: the 'disabled_unstaking' row
  if (s.unfreezesLeft <= 0)
    info.push({ id: 'disabled_unstaking', label: 'Unstaking', value: TRON_ERRORS.disabledUnstaking });
  return {
    info,
    voting: {
      power,
      powerName: 'TRON Power',
      votes: a.votes.map((v) => ({ validator: v.address, count: Number(v.count) })),
    },
    resources: ['ENERGY', 'BANDWIDTH'],
  };
}
