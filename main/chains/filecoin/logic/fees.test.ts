import { describe, expect, it } from 'vitest';
import {
  ATTO_PER_FIL,
  BASE_FEE_MARGIN,
  EXIT_CODE_OK,
  FALLBACK_BASE_FEE,
  FALLBACK_GAS_USED,
  FILECOIN_CONFIRM_POLICY,
  GAS_TREND_INTERVAL,
  HISTORY_LIMIT,
} from '../constants';
import { roundedUint } from '../network/wire';
import { estimateFee, maxFeeOf, overestimationBurn } from './estimateFee';
import { stateOf } from './listHistory';

describe('filecoin fee rules', () => {
  it('spec §9: 18 decimals; fallbacks base fee 100 (or reported + 500) and gas used 1,000,000', () => {
    expect(ATTO_PER_FIL).toBe(1_000_000_000_000_000_000n);
    expect(FALLBACK_BASE_FEE).toBe(100n);
    expect(BASE_FEE_MARGIN).toBe(500n);
    expect(FALLBACK_GAS_USED).toBe(1_000_000n);
  });

  it('spec §7: history 20 items, gas trend over 24h; §4: SUCCESS on exit code Ok', () => {
    expect(HISTORY_LIMIT).toBe(20);
    expect(GAS_TREND_INTERVAL).toBe('24h');
    expect(EXIT_CODE_OK).toBe('Ok');
    expect(stateOf('Ok')).toBe('success');
    for (const c of ['SysErrOutOfGas', 'ExitCode(16)', 'ok', '']) expect(stateOf(c)).toBe('failed');
  });

  it('spec §4: confirmation races a timeout of interval × retries: 5 s × 15 = 75 s', () => {
    expect(FILECOIN_CONFIRM_POLICY.intervalMs * FILECOIN_CONFIRM_POLICY.tries).toBe(75_000);
  });

  it('overestimation burn (lotus burn.go): nothing up to 110% of the gas used, then (limit − used) × over / used', () => {
    expect(overestimationBurn(1_000_000n, 1_100_000n)).toBe(0n);
    expect(overestimationBurn(1_000_000n, 1_000_000n)).toBe(0n);
    // over = 1.3M − 1.1M = 200k; burn = 300k × 200k / 1M
    expect(overestimationBurn(1_000_000n, 1_300_000n)).toBe(60_000n);
    // over is capped at the gas used: limit 5M, used 1M: over = min(3.9M, 1M) = 1M; burn = 4M
    expect(overestimationBurn(1_000_000n, 5_000_000n)).toBe(4_000_000n);
    expect(overestimationBurn(0n, 5_000_000n)).toBe(0n);
  });

  it('fee = used × base fee + limit × premium + burn × base fee, never above fee cap × limit', () => {
    const f = {
      baseFee: 600n,
      gasUsed: 1_000_000n,
      gasLimit: 1_300_000n,
      gasFeeCap: 200_000n,
      gasPremium: 100_000n,
    };
    expect(estimateFee(f)).toBe(1_000_000n * 600n + 1_300_000n * 100_000n + 60_000n * 600n);
    expect(maxFeeOf(200_000n, 1_300_000n)).toBe(260_000_000_000n);
    expect(estimateFee({ ...f, gasFeeCap: 100_000n })).toBe(130_000_000_000n);
  });

  it('averages with a fraction are rounded half up; anything else is refused', () => {
    const r = roundedUint('avg_gas_used');
    expect(r.parse(612_345.6)).toBe(612_346n);
    expect(r.parse('612345.4')).toBe(612_345n);
    expect(r.parse('612345')).toBe(612_345n);
    expect(r.parse(10n)).toBe(10n);
    for (const bad of ['-1', '1e9', 'NaN', '', -3]) expect(r.safeParse(bad).success).toBe(false);
  });
});
