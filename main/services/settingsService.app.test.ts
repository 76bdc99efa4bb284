import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/contract/settings';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';

// Through the real dispatch and session: the service's view must follow the session's own
// lock events, whatever opened or closed it (first wallet, unlock, lock).
const KEYS = { ...DEFAULT_SETTINGS.apiKeys, etherscan: 'ETHERSCAN-KEY-1', blockcypher: 'BLOCKCYPHER-KEY-2' };
const PASSWORD = 'long enough password';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-settings-'));
let t: TestApp;
const { call } = dispatcher(() => t.app.dispatch);
const keysSeen = async () => (await call('settings.get', {})).apiKeys;

beforeAll(async () => {
  writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify({ theme: 'dark', apiKeys: KEYS }));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('settings.get and the lock', () => {
  it('gives no key material before the vault exists, and the rest of the settings', async () => {
    const settings = await call('settings.get', {});
    expect(settings.theme).toBe('dark');
    expect(settings.apiKeys).toEqual(DEFAULT_SETTINGS.apiKeys);
  });

  it('gives the keys once the first wallet opened the session', async () => {
    await call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
      password: PASSWORD,
    });
    expect(await keysSeen()).toEqual(KEYS);
  });

  it('hides them at lock, and gives them back at unlock', async () => {
    await call('session.lock', {});
    expect(await keysSeen()).toEqual(DEFAULT_SETTINGS.apiKeys);
    expect((await call('settings.update', { theme: 'light' })).apiKeys).toEqual(DEFAULT_SETTINGS.apiKeys);

    await call('session.unlock', { password: PASSWORD });
    expect(await keysSeen()).toEqual(KEYS);
  });
});
