import { describe, expect, it } from 'vitest';
import type { AccountInfo } from './accountInfo';
import type { StakingState } from './positions';
import { stakingDetails } from './stakingDetails';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 24, 20, 0);
const account = (over: Partial<AccountInfo> = {}): AccountInfo => ({
  exists: true,
  balance: 5_000_000n,
  frozen: { ENERGY: 12_999_999n, BANDWIDTH: 3_000_000n },
  unfreezing: [],
  votes: [{ address: 'W1', count: 10n }],
  latestWithdrawTime: 0,
  bandwidth: { freeLeft: 400n, stakedLeft: 2n, freeLimit: 600n, stakedLimit: 3n },
  energy: { left: 120n, limit: 129n },
  tronPower: { limit: 15n, used: 10n },
  ...over,
});
const state = (over: Partial<StakingState> = {}): StakingState => ({
  account: account(),
  unfreezesLeft: 32,
  reward: 0n,
  claimable: false,
  ...over,
});
const row = (s: StakingState, id: string) => stakingDetails(s, NOW).info?.find((r) => r.id === id)?.value;

describe('Tron staking details (spec §3 info rows, §9)', () => {
  it('rows: bandwidth free and staked, energy, frozen TRX per resource, votes of TRON Power', () => {
    const d = stakingDetails(state(), NOW);
    expect(d.info?.slice(0, 4)).toEqual([
      { id: 'bandwidth', label: 'Bandwidth', value: '400 of 600 free · 2 of 3 staked' },
      { id: 'energy', label: 'Energy', value: '120 of 129 staked' },
      { id: 'frozen', label: 'Frozen TRX', value: '12.999999 TRX for energy · 3 TRX for bandwidth' },
      { id: 'votes', label: 'Votes', value: '10 of 15 TRON Power' },
    ]);
  });

  it('TRON Power is the frozen TRX floored; the votes cast are handed to the vote panel; stakes are for a resource', () => {
    const d = stakingDetails(state(), NOW);
    expect(d.voting).toEqual({ power: 15, powerName: 'TRON Power', votes: [{ validator: 'W1', count: 10 }] });
    expect(d.resources).toEqual(['ENERGY', 'BANDWIDTH']);
  });

  it('rewards: claimable only once the last claim is over 24 h old', () => {
    const recent = state({ account: account({ latestWithdrawTime: NOW - DAY + 60_000 }) });
    expect(row(recent, 'rewards')).toBe('Claimable after 2026-11-24 20:01 UTC');
    const due = state({ account: account({ latestWithdrawTime: NOW - DAY - 1 }), reward: 1_500_000n });
    expect(row(due, 'rewards')).toBe('1.5 TRX to claim');
    expect(row(state(), 'rewards')).toBe('Nothing to claim yet');
  });

  it("'disabled_unstaking' with the spec's message when no unfreeze is left, and not before", () => {
    expect(row(state({ unfreezesLeft: 1 }), 'disabled_unstaking')).toBeUndefined();
    for (const left of [0, -1])
      expect(stakingDetails(state({ unfreezesLeft: left }), NOW).info?.at(-1)).toEqual({
        id: 'disabled_unstaking',
        label: 'Unstaking',
        value: 'Unstaking is currently unavailable because the maximum limit has been reached.',
      });
  });
});
