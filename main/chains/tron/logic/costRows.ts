import { feeLimitRow } from '../../costRows';
import type { CostRow } from '../../family';
import type { TronFee } from './fees';

/**
 * The most a transaction can burn: its bytes whatever the account's resources are when it
 * lands, plus a TRC-20 call's fee limit for energy (0 otherwise). The signer is held to it.
 */
export function tronMaxFee(fee: TronFee, feeLimit: bigint): bigint {
  return feeLimit + fee.max;
}

/** What the account's own bandwidth and energy pay for, as used / covered; the rest is burnt and in the fee. */
export function resourcesText(fee: TronFee): string {
  const bandwidth = `Bandwidth ${fee.bandwidth.covered} of ${fee.bandwidth.used} bytes covered`;
  return fee.energy.used === 0n
    ? bandwidth
    : `${bandwidth} · Energy ${fee.energy.covered} of ${fee.energy.used} covered`;
}

/** A send's review: the fee limit, charged after the fact, and what the resources cover. */
export function transferCosts(fee: TronFee, feeLimit: bigint): CostRow[] {
  return [
    feeLimitRow(tronMaxFee(fee, feeLimit), 'charged after the fact; only what is used is burnt'),
    { kind: 'usage', label: 'Resources', text: resourcesText(fee) },
  ];
}

/** A staking operation's review: the most it burns when the resources no longer cover its bytes. */
export function stakingCosts(fee: TronFee): CostRow[] {
  return [
    {
      kind: 'maxFee',
      label: 'At most',
      amount: tronMaxFee(fee, 0n),
      note: 'if your resources no longer cover it when it lands',
    },
  ];
}
