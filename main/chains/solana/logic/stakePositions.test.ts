import { describe, expect, it } from 'vitest';
import { EPOCH_NEVER } from '../constants';
import type { StakeAccount } from '../types';
import { positionOf, stakeStatusOf } from './stakePositions';

const W = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const account = (activationEpoch: bigint | null, deactivationEpoch = EPOCH_NEVER): StakeAccount => ({
  address: 'Stake1',
  lamports: 5_002_282_880n,
  rentExemptReserve: 2_282_880n,
  staker: W,
  withdrawer: W,
  ...(activationEpoch !== null
    ? { delegation: { voter: 'Vote1', stake: 5_000_000_000n, activationEpoch, deactivationEpoch } }
    : {}),
});

describe('solana stake status', () => {
  it.each([
    ['delegated this epoch', account(10n), 'activating'],
    ['delegated before', account(9n), 'active'],
    ['deactivated this epoch', account(3n, 10n), 'deactivating'],
    ['deactivated before', account(3n, 9n), 'inactive'],
    ['initialized, never delegated', account(null), 'inactive'],
  ] as const)('%s → %s', (_what, a, status) => {
    expect(stakeStatusOf(a, 10n)).toBe(status);
  });

  it('offers unstake while activating or active, withdraw once inactive, nothing while deactivating', () => {
    // the whole account, rent reserve included: what left the wallet when it was staked
    expect(positionOf(account(10n), 10n)).toMatchObject({ actions: ['unstake'], amount: 5_002_282_880n });
    expect(positionOf(account(9n), 10n).actions).toEqual(['unstake']);
    expect(positionOf(account(3n, 10n), 10n).actions).toEqual([]);
    // inactive: everything the account holds is what a withdraw takes
    expect(positionOf(account(3n, 9n), 10n)).toMatchObject({ actions: ['withdraw'], amount: 5_002_282_880n });
  });
});
