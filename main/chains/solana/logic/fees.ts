/**
 * Solana's fee: 5000 lamports per signature plus the priority fee, unit limit × unit price
 * (micro-lamports) rounded up to whole lamports. The price comes from recent prioritization
 * fees, the unit limit from a simulation.
 */
import {
  DEFAULT_PRIORITY_FEE,
  LAMPORTS_PER_SIGNATURE,
  MICRO_LAMPORTS_PER_LAMPORT,
  MIN_UNIT_LIMIT,
  NORMAL_FEE_PERCENTILE,
  RECOMMENDED_FEE_PERCENTILE,
  SIMULATION_UNIT_LIMIT,
  UNIT_MARGIN_PERCENT,
} from '../constants';

export interface PriorityFees {
  normal: bigint;
  recommended: bigint;
}

/** The `pct` percentile of sorted values (nearest rank). */
function percentile(sorted: readonly bigint[], pct: number): bigint {
  const rank = Math.max(1, Math.ceil((pct / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/**
 * Normal and Recommended prices from recent fees: the slots where nobody paid a priority fee
 * say nothing about what lands, so only non-zero fees count; none at all → the spec's 5000.
 */
export function priorityFeesOf(recent: readonly bigint[]): PriorityFees {
  const paid = recent.filter((f) => f > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (paid.length === 0) return { normal: DEFAULT_PRIORITY_FEE, recommended: DEFAULT_PRIORITY_FEE };
  return {
    normal: percentile(paid, NORMAL_FEE_PERCENTILE),
    recommended: percentile(paid, RECOMMENDED_FEE_PERCENTILE),
  };
}

/** The limit to sign with: the simulated units plus the margin, within the runtime's bounds. */
export function unitLimitOf(unitsConsumed: number): number {
  const withMargin = Number((BigInt(unitsConsumed) * (100n + UNIT_MARGIN_PERCENT) + 99n) / 100n);
  return Math.min(SIMULATION_UNIT_LIMIT, Math.max(MIN_UNIT_LIMIT, withMargin));
}

/** The whole fee in lamports. */
export function feeOf(signatures: number, unitLimit: number, unitPrice: bigint): bigint {
  const micro = BigInt(unitLimit) * unitPrice;
  return (
    LAMPORTS_PER_SIGNATURE * BigInt(signatures) +
    (micro + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  );
}
