import type { FilecoinCtx } from '../ctx';
import { BASE_FEE_MARGIN, FALLBACK_BASE_FEE, FALLBACK_GAS_USED, GAS_TREND_INTERVAL } from '../constants';
import { scanOf } from '../network';

export interface FeeData {
  /** attoFIL per gas the estimate charges */
  baseFee: bigint;
  gasUsed: bigint;
  /** which numbers are the spec's fallbacks rather than the scan service's */
  fallback: { baseFee: boolean; gasUsed: boolean };
}

const warn = (what: string, e?: unknown) =>
  console.warn(`filecoin fee data: ${what}${e ? ` (${e instanceof Error ? e.message : String(e)})` : ''}`);

/**
 * spec §7 and §9: the base fee is FinalHeight's base_fee plus 500 (100 when the service reports
 * none), and the gas used is GasDataTrend's 24 h avg_gas_used (1,000,000 when it reports none).
 * Either read failing falls back on its own; a fee estimate never fails for want of them.
 */
export async function feeData(ctx: FilecoinCtx): Promise<FeeData> {
  const scan = scanOf(ctx);
  const [reported, avg] = await Promise.all([
    scan.finalHeightBaseFee().catch((e: unknown) => (warn('FinalHeight failed', e), null)),
    scan.avgGasUsed(GAS_TREND_INTERVAL).catch((e: unknown) => (warn('GasDataTrend failed', e), null)),
  ]);
  if (!reported) warn('no base_fee, using the fallback');
  if (!avg) warn('no avg_gas_used, using the fallback');
  return {
    baseFee: reported ? reported + BASE_FEE_MARGIN : FALLBACK_BASE_FEE,
    gasUsed: avg ? avg : FALLBACK_GAS_USED,
    fallback: { baseFee: !reported, gasUsed: !avg },
  };
}
