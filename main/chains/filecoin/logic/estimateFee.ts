/**
 * What a Filecoin message is expected to cost, by the chain's gas rules (lotus chain/vm/burn.go)
 * with the spec's inputs: base fee × gas used, plus premium × gas limit (the miner's tip), plus
 * the overestimation burn at the base fee. Pure bigint arithmetic; the inputs come from feeData
 * and Lotus' estimate.
 */
import { GAS_OVERUSE_DENOM, GAS_OVERUSE_NUM } from '../constants';

/**
 * Gas burnt for asking more than was used (ComputeGasOverestimationBurn): nothing up to 110% of
 * the gas used; past it, (limit − used) × over / used, with over = limit − 1.1 × used capped at
 * the gas used.
 */
export function overestimationBurn(gasUsed: bigint, gasLimit: bigint): bigint {
  if (gasUsed <= 0n) return 0n;
  let over = gasLimit - (GAS_OVERUSE_NUM * gasUsed) / GAS_OVERUSE_DENOM;
  if (over <= 0n) return 0n;
  if (over > gasUsed) over = gasUsed;
  return ((gasLimit - gasUsed) * over) / gasUsed;
}

export interface FeeInputs {
  /** attoFIL per gas (feeData: reported base fee + 500, or 100) */
  baseFee: bigint;
  /** gas a send uses (feeData: the 24 h average, or 1,000,000) */
  gasUsed: bigint;
  gasLimit: bigint;
  gasFeeCap: bigint;
  gasPremium: bigint;
}

/** The most a message can cost: the chain never charges past GasFeeCap × GasLimit. */
export const maxFeeOf = (gasFeeCap: bigint, gasLimit: bigint): bigint => gasFeeCap * gasLimit;

/** The expected fee, attoFIL, never above the most the message can cost. */
export function estimateFee(f: FeeInputs): bigint {
  const fee =
    f.gasUsed * f.baseFee + f.gasLimit * f.gasPremium + overestimationBurn(f.gasUsed, f.gasLimit) * f.baseFee;
  const max = maxFeeOf(f.gasFeeCap, f.gasLimit);
  return fee < max ? fee : max;
}
