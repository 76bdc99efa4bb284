import type { FeeOptionTitle } from '../../family';
import { DEFAULT_BASE_FEE } from '../constants';
import type { StellarCtx } from '../ctx';
import { horizonOf } from '../network';

export interface FeeRates {
  /** stroops per operation */
  Normal: bigint;
  Recommended: bigint;
}

/**
 * Fee rates from fee_stats: Normal is the last ledger's base fee, Recommended the 70th
 * percentile of what was charged (never below Normal). The network's minimum when it does not
 * answer.
 */
export async function feeRates(ctx: StellarCtx): Promise<FeeRates> {
  try {
    const f = await horizonOf(ctx).feeStats();
    const normal = f.baseFee > DEFAULT_BASE_FEE ? f.baseFee : DEFAULT_BASE_FEE;
    return { Normal: normal, Recommended: f.p70 > normal ? f.p70 : normal };
  } catch {
    return { Normal: DEFAULT_BASE_FEE, Recommended: DEFAULT_BASE_FEE };
  }
}

/** spec §9: a token send to a new destination costs a doubled base fee. */
export function transferFee(rate: bigint, p: { token: boolean; newDestination: boolean }): bigint {
  return p.token && p.newDestination ? rate * 2n : rate;
}

export const rateOf = (rates: FeeRates, option: FeeOptionTitle) => rates[option];
