import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MIN_KDF_PARAMS, scryptAsync, type KdfParams } from './kdf';

/** One derivation should take about 0.5–1 s here: slow for a guesser, quick enough to wait for. */
export const KDF_TARGET_MAX_MS = 1000;
/**
 * Memory stops growing at 2^18 (256 MiB): beyond that a laptop under load may swap or refuse,
 * so faster machines buy their extra cost through p instead.
 */
export const KDF_CALIBRATION_MAX_LOG_N = 18;
export const KDF_CALIBRATION_MAX_P = 8;

export interface KdfCalibration {
  params: KdfParams;
  /** How long one derivation with `params` took while calibrating. */
  derivationMs: number;
}

export interface CalibrateKdfOptions {
  targetMaxMs?: number;
  /** Replaces the real timing (tests of the search itself). */
  timeDerivation?: (k: KdfParams) => Promise<number>;
}

/**
 * Starts at the floor and doubles the cost while the doubled derivation is predicted to stay
 * under the target; a step that measures over the target is undone. It never goes below the
 * floor, even on a machine where the floor itself is slower than the target.
 */
export async function calibrateKdf(opts: CalibrateKdfOptions = {}): Promise<KdfCalibration> {
  const target = opts.targetMaxMs ?? KDF_TARGET_MAX_MS;
  const time = opts.timeDerivation ?? timeScrypt;
  let best: KdfCalibration = { params: { ...MIN_KDF_PARAMS }, derivationMs: await time(MIN_KDF_PARAMS) };
  for (;;) {
    if (best.derivationMs * 2 > target) return best;
    const next = nextStep(best.params);
    if (!next) return best;
    const ms = await time(next);
    if (ms > target) return best;
    best = { params: next, derivationMs: ms };
  }
}

function nextStep(k: KdfParams): KdfParams | null {
  if (k.logN < KDF_CALIBRATION_MAX_LOG_N) return { ...k, logN: k.logN + 1 };
  if (k.p < KDF_CALIBRATION_MAX_P) return { ...k, p: k.p * 2 };
  return null;
}

async function timeScrypt(k: KdfParams): Promise<number> {
  const t0 = performance.now();
  const out = await scryptAsync(randomBytes(16), randomBytes(32), 64, k);
  const ms = performance.now() - t0;
  out.fill(0);
  return ms;
}
