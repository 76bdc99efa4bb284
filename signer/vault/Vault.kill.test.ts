import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { payloadVersion, versionPayload } from '../../test/signer/versionPayload';
import { makeTempDirs, WEAK_TEST_KDF } from '../../test/signer/testSupport';
import { Vault } from './Vault';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const SCRIPT = path.join(import.meta.dirname, '../../test/signer/saveLoop.ts');
const ROUNDS = 5;

/** Runs the save loop, SIGKILLs it `delayMs` after its first save, returns the last acknowledged k. */
function runAndKill(dir: string, delayMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, dir, 'pw'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acked = -1;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /^saved (\d+)$/.exec(line);
      if (!m) return;
      if (acked < 0) setTimeout(() => child.kill('SIGKILL'), delayMs);
      acked = Number(m[1]);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`save loop ended on its own: ${stderr}`));
      else resolve(acked);
    });
  });
}

describe('Vault killed mid-write', () => {
  it('always opens with the last acknowledged or the in-flight version, never a torn file', async () => {
    const dir = tmp.make();
    const v = new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF });
    await v.create('pw', versionPayload(0));
    v.lock();
    let previous = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const acked = await runAndKill(dir, Math.floor(Math.random() * 120));
      expect(acked).toBeGreaterThan(previous);
      const r = await new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF }).unlock('pw');
      const k = payloadVersion(r.payload);
      expect([acked, acked + 1]).toContain(k);
      expect(Buffer.from(r.payload).equals(Buffer.from(versionPayload(k)))).toBe(true);
      expect(r.recoveredFromBackup).toBe(false);
      previous = k;
    }
    // Temp files of the killed writers are swept by the next unlock.
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
