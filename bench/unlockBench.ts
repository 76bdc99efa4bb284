import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Vault } from '../signer/vault';
import { summarize } from './stats';

/**
 * Unlock with the calibrated production KDF (scrypt, N ≥ 2^17), against a save, which needs
 * no KDF: the ratio shows the KDF is where unlock time goes, by design.
 */
export async function benchUnlock(rounds = 3): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-vault-'));
  try {
    const vault = new Vault({ dir });
    const payload = new TextEncoder().encode(
      JSON.stringify({ wallets: Array.from({ length: 20 }, (_, i) => ({ i })) }),
    );
    const t0 = performance.now();
    await vault.create('benchmark password', payload);
    const createMs = performance.now() - t0;
    const unlocks: number[] = [];
    const saves: number[] = [];
    for (let r = 0; r < rounds; r++) {
      vault.lock();
      let t = performance.now();
      (await vault.unlock('benchmark password')).payload.fill(0);
      unlocks.push(performance.now() - t);
      t = performance.now();
      await vault.save(payload);
      saves.push(performance.now() - t);
    }
    const u = summarize(unlocks);
    const s = summarize(saves);
    const kdf = vault.kdfParams();
    return {
      'vault KDF': kdf ? `scrypt N=2^${kdf.logN} r=${kdf.r} p=${kdf.p}` : '?',
      'vault create (incl. calibration)': `${createMs.toFixed(0)} ms`,
      'unlock, median': `${u.p50.toFixed(0)} ms`,
      'save (no KDF), median': `${s.p50.toFixed(1)} ms`,
      'unlock / save': `${(u.p50 / s.p50).toFixed(0)}×`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
