import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app/createApp';
import { sourceSignerFactory } from '../../../test/signerProcess';

let app: App;
let dir: string;
let pass = false;
const prompts: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bio-'));
  app = await createApp({
    dataDir: dir,
    host: 'electron',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    biometrics: {
      available: () => true,
      prompt: async (reason) => {
        prompts.push(reason);
        if (!pass) throw new Error('cancelled');
      },
    },
  });
  await app.dispatch('wallets.create', { words: 12, password: 'long enough password' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('fingerprint: OS biometrics as a second gate', () => {
  it('is offered where available', async () => {
    expect(await app.dispatch('app.info', {})).toMatchObject({ ok: true, value: { biometrics: true } });
  });

  it('is not asked while the setting is off', async () => {
    await app.dispatch('session.lock', {});
    expect((await app.dispatch('session.unlock', { password: 'long enough password' })).ok).toBe(true);
    expect(prompts).toEqual([]);
  });

  it('when on, a refused prompt keeps the wallet locked even with the right password', async () => {
    await app.dispatch('settings.update', { fingerprint: true });
    await app.dispatch('session.lock', {});
    const r = await app.dispatch('session.unlock', { password: 'long enough password' });
    expect(r).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Touch ID did not confirm it is you' },
    });
    expect((await app.dispatch('wallets.list', {})).ok).toBe(false);
  });

  it('when on, it never replaces the password: passing the prompt with a wrong password still fails', async () => {
    pass = true;
    expect(await app.dispatch('session.unlock', { password: 'not the password' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_PASSWORD' },
    });
    expect((await app.dispatch('session.unlock', { password: 'long enough password' })).ok).toBe(true);
    expect(prompts.length).toBe(3);
  });
});
