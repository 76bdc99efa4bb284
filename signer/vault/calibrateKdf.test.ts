import { describe, expect, it } from 'vitest';
import { calibrateKdf, KDF_CALIBRATION_MAX_LOG_N } from './calibrateKdf';
import { MIN_KDF_PARAMS, type KdfParams } from './kdf';

/** A machine where the floor takes `floorMs` and cost scales linearly with N·p. */
function machine(floorMs: number): { time: (k: KdfParams) => Promise<number>; tried: KdfParams[] } {
  const tried: KdfParams[] = [];
  return {
    tried,
    time: async (k) => {
      tried.push(k);
      return floorMs * 2 ** (k.logN - MIN_KDF_PARAMS.logN) * k.p;
    },
  };
}

describe('calibrateKdf search', () => {
  it('stays at the floor on a slow machine, never below', async () => {
    const m = machine(1800);
    const c = await calibrateKdf({ timeDerivation: m.time });
    expect(c.params).toEqual(MIN_KDF_PARAMS);
    expect(m.tried).toHaveLength(1);
  });

  it('doubles N while the next step stays under the target', async () => {
    const c = await calibrateKdf({ timeDerivation: machine(300).time });
    expect(c.params).toMatchObject({ logN: 18, r: 8, p: 1 });
    expect(c.derivationMs).toBe(600);
  });

  it('grows p once N reaches its memory cap', async () => {
    const c = await calibrateKdf({ timeDerivation: machine(100).time });
    expect(c.params.logN).toBe(KDF_CALIBRATION_MAX_LOG_N);
    expect(c.params.p).toBe(4);
    expect(c.derivationMs).toBeGreaterThan(500);
    expect(c.derivationMs).toBeLessThanOrEqual(1000);
  });

  it('undoes a step that measures over the target', async () => {
    // Memory effects: 2^18 costs far more than twice 2^17.
    const c = await calibrateKdf({ timeDerivation: async (k) => (k.logN === 17 ? 450 : 1500) });
    expect(c.params).toEqual(MIN_KDF_PARAMS);
    expect(c.derivationMs).toBe(450);
  });
});
