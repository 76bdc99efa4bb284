import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AttemptCounter, lockoutDelayMs, MAX_LOCKOUT_MS } from './attemptCounter';
import { makeTempDirs } from '../../test/signer/testSupport';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

describe('lockoutDelayMs', () => {
  it('allows three free tries, then doubles from 1 s up to 5 min', () => {
    const seconds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => lockoutDelayMs(n) / 1000);
    expect(seconds).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256]);
    expect(lockoutDelayMs(12)).toBe(MAX_LOCKOUT_MS);
    expect(lockoutDelayMs(10_000)).toBe(MAX_LOCKOUT_MS);
  });
});

describe('AttemptCounter', () => {
  it('persists across instances and resets', async () => {
    let now = 1_000_000;
    const file = path.join(tmp.make(), 'attempts.json');
    const a = new AttemptCounter(file, () => now);
    for (let i = 0; i < 4; i++) await a.recordFailure();
    expect(await a.retryAfterMs()).toBe(2000);
    now += 500;
    const b = new AttemptCounter(file, () => now);
    expect(await b.failures()).toBe(4);
    expect(await b.retryAfterMs()).toBe(1500);
    await b.reset();
    expect(await new AttemptCounter(file, () => now).retryAfterMs()).toBe(0);
  });

  it('never waits longer than the delay when the clock goes backwards', async () => {
    let now = 5_000_000;
    const a = new AttemptCounter(path.join(tmp.make(), 'attempts.json'), () => now);
    for (let i = 0; i < 3; i++) await a.recordFailure();
    now -= 3_600_000;
    expect(await a.retryAfterMs()).toBe(1000);
  });

  it('reads a missing or damaged file as no failures', async () => {
    const file = path.join(tmp.make(), 'attempts.json');
    writeFileSync(file, '{"v":1,"failures":');
    expect(await new AttemptCounter(file, () => 0).failures()).toBe(0);
    rmSync(file);
    expect(await new AttemptCounter(file, () => 0).failures()).toBe(0);
  });

  it('still enforces the delay in memory when the file cannot be written', async () => {
    const file = path.join(tmp.make(), 'missing-folder', 'attempts.json');
    const a = new AttemptCounter(file, () => 0);
    for (let i = 0; i < 3; i++) await a.recordFailure();
    expect(await a.retryAfterMs()).toBe(1000);
  });
});
