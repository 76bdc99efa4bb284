import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { calibrateKdf, type KdfCalibration } from './calibrateKdf';
import { decodeVaultFile } from './format';
import { isWeakerKdf, MIN_KDF_PARAMS } from './kdf';
import { bytesOf, makeTempDirs, textOf, WEAK_TEST_KDF } from '../../test/signer/testSupport';
import { Vault } from './Vault';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

// The one test with the real, calibrated KDF (a few seconds on a slow machine).
describe('Vault KDF upgrade with the real defaults', () => {
  it('re-encrypts a weak vault on unlock with calibrated parameters that meet the floor', async () => {
    const dir = tmp.make();
    const weak = new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF });
    await weak.create('pw', bytesOf('keep me'));
    weak.lock();

    let calibration: KdfCalibration | null = null;
    const calibrate = async (): Promise<KdfCalibration> => (calibration = await calibrateKdf());
    const r = await new Vault({ dir, calibrate }).unlock('pw');
    expect(textOf(r.payload)).toBe('keep me');
    expect(r.upgradedKdf).toBe(true);

    const kdf = decodeVaultFile(readFileSync(`${dir}/vault.bin`)).header.kdf;
    expect(kdf).toEqual(calibration!.params);
    expect(kdf.logN).toBeGreaterThanOrEqual(17);
    expect(kdf.r).toBe(8);
    expect(isWeakerKdf(kdf, MIN_KDF_PARAMS)).toBe(false);
    // The backup was upgraded too, so no weak copy is left to attack.
    expect(decodeVaultFile(readFileSync(`${dir}/vault.bin.bak`)).header.kdf).toEqual(kdf);

    const t0 = performance.now();
    const again = await new Vault({ dir }).unlock('pw');
    const unlockMs = performance.now() - t0;
    expect(textOf(again.payload)).toBe('keep me');
    expect(again.upgradedKdf).toBe(false);
    console.info(
      `vault KDF: scrypt N=2^${kdf.logN} r=${kdf.r} p=${kdf.p}; calibration derivation ` +
        `${calibration!.derivationMs.toFixed(0)} ms; unlock ${unlockMs.toFixed(0)} ms`,
    );
  });
});
