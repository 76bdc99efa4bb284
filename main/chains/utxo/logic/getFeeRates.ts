/**
 * Fee rates in sat/vB: the providers' base rate (in fallback order), or the spec's default
 * 20 sat/vB when none answers usably; Normal and Recommended apply the 1.4 and 1.65
 * multipliers with exact decimal arithmetic, rounded up, then clamp to the chain's relay
 * minimum and the maximum fee rate guard.
 */
import { mulDecimalCeil } from '../../../../shared/amount';
import {
  DEFAULT_FEE_RATE,
  FEE_MULTIPLIER_NORMAL,
  FEE_MULTIPLIER_RECOMMENDED,
  MAX_FEE_RATE,
} from '../constants';
import { withProviders } from '../network';
import { policyOf } from '../policy';
import type { UtxoCtx } from '../types';

export interface FeeRates {
  base: bigint;
  normal: bigint;
  recommended: bigint;
  /** 'default' when every provider failed and the spec's default rate was used */
  source: string;
}

export interface FeeMultipliers {
  normal?: string;
  recommended?: string;
}

export function applyMultipliers(
  chain: string,
  base: bigint,
  m: FeeMultipliers = {},
): Omit<FeeRates, 'source'> {
  const clamp = (r: bigint): bigint => {
    const min = policyOf(chain).minFeeRate;
    return r < min ? min : r > MAX_FEE_RATE ? MAX_FEE_RATE : r;
  };
  return {
    base: clamp(base),
    normal: clamp(mulDecimalCeil(base, m.normal ?? FEE_MULTIPLIER_NORMAL)),
    recommended: clamp(mulDecimalCeil(base, m.recommended ?? FEE_MULTIPLIER_RECOMMENDED)),
  };
}

export async function getFeeRates(ctx: UtxoCtx, m: FeeMultipliers = {}): Promise<FeeRates> {
  try {
    let source = 'default';
    const base = await withProviders(ctx, async (p) => {
      const r = await p.getFeeRate();
      source = p.name;
      return r;
    });
    return { ...applyMultipliers(ctx.chain, base, m), source };
  } catch {
    return { ...applyMultipliers(ctx.chain, DEFAULT_FEE_RATE, m), source: 'default' };
  }
}
