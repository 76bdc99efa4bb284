import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { CACHE_FILE } from './cacheSession';
import { dispatcher } from '../../../test/dispatch';

const { call } = dispatcher(() => t.app.dispatch);

let t: TestApp;
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.dispose());

describe('the encrypted cache', () => {
  it('is written at unlock, encrypted at rest, and holds the wallets', async () => {
    await call('wallets.create', { words: 12, password: PASSWORD });
    await call('wallets.create', { words: 24, name: 'Savings' });
    await call('addresses.enable', {});
    await call('addresses.addMore', { chainName: 'ethereum' });
    await call('coins.list', {});
    const file = path.join(t.dataDir, CACHE_FILE);
    expect(existsSync(file)).toBe(true);
    await call('session.lock', {});
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 16).toString('latin1')).not.toBe('SQLite format 3\u0000');
    expect(bytes.includes(Buffer.from('Savings'))).toBe(false);
  });

  it('can be deleted: unlock brings back every wallet, name, coin and derived address from the vault', async () => {
    await call('session.unlock', { password: PASSWORD });
    const wallets = await call('wallets.list', {});
    const coins = await call('coins.list', {});
    const eth = await call('addresses.list', { chainName: 'ethereum' });
    await call('session.lock', {});

    for (const suffix of ['', '-wal', '-shm'])
      rmSync(path.join(t.dataDir, CACHE_FILE + suffix), { force: true });

    await call('session.unlock', { password: PASSWORD });
    expect(await call('wallets.list', {})).toEqual(wallets);
    expect(await call('coins.list', {})).toEqual(coins);
    expect(await call('addresses.list', { chainName: 'ethereum' })).toEqual(eth);
    expect(eth.addresses).toHaveLength(51);
  });

  it('follows a password change: the cache is rekeyed and still opens', async () => {
    await call('session.changePassword', { oldPassword: PASSWORD, newPassword: 'another long password' });
    const before = await call('wallets.list', {});
    await call('session.lock', {});
    await call('session.unlock', { password: 'another long password' });
    expect(await call('wallets.list', {})).toEqual(before);
  });
});
