import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';

const { call, fails } = dispatcher(() => t.app.dispatch);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.dispose());

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('wallet flows through main and the real signer', () => {
  it('needs a password of 8+ characters for the first wallet, and refuses list while there is none', async () => {
    expect((await fails('wallets.create', { words: 12, password: 'short' })).code).toBe('BAD_INPUT');
    expect((await fails('wallets.create', { words: 12 })).message).toMatch(/password/i);
    expect((await fails('wallets.list', {})).code).toBe('LOCKED');
  });

  it('creates the first wallet: Main Wallet, current, not backed up, unlocked', async () => {
    const { walletId } = await call('wallets.create', { words: 12, password: PASSWORD });
    expect(walletId).toBe('1');
    const list = await call('wallets.list', {});
    expect(list.wallets).toEqual([
      expect.objectContaining({
        id: '1',
        name: 'Main Wallet',
        isBackedup: false,
        isCurrent: true,
        kind: 'phrase',
      }),
    ]);
    expect((await call('signer.status', {})).locked).toBe(false);
  });

  it('imports a phrase (normalised) as backed up, appended and current, with a second password refused', async () => {
    expect((await fails('wallets.importPhrase', { phrase: ABANDON, password: PASSWORD })).message).toMatch(
      /already has a password/,
    );
    const messy = `  ${ABANDON.toUpperCase().replaceAll(' ', '\n ')}  `;
    const { walletId } = await call('wallets.importPhrase', { phrase: messy });
    expect(walletId).toBe('2');
    const list = await call('wallets.list', {});
    expect(list.currentWalletIndex).toBe(1);
    expect(list.wallets[1]).toMatchObject({ name: 'Wallet 2', isBackedup: true, isCurrent: true });
  });

  it('refuses a phrase with a bad checksum and changes nothing', async () => {
    const bad = ABANDON.replace(/about$/, 'abandon');
    expect((await fails('wallets.importPhrase', { phrase: bad })).message).toMatch(/checksum/);
    expect((await call('wallets.list', {})).wallets).toHaveLength(2);
  });

  it('imports a private key for one chain, and refuses a bad one', async () => {
    expect(
      (await fails('wallets.importKey', { chainName: 'ethereum', privateKey: '0x1234' })).message,
    ).toMatch(/not a valid private key for ethereum/);
    const { walletId } = await call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
    });
    expect(walletId).toBe('3');
    const coins = await call('coins.list', {});
    expect(coins.coins.map((c) => c.id)).toEqual(['ethereum:native']);
    expect(coins.coins[0]!.address).toBe('0x2c7536E3605D9C16a7a3D7b1898e529396a65c23');
    // One key, one address on every EVM chain, whatever path each chain's registry row names
    // (Ethereum Classic's coin type is 61): a dapp asking for several chains must not find the
    // cache refusing the same address under a second path.
    for (const chainName of ['ethereum_classic', 'polygon', 'ethereum'])
      expect((await call('addresses.list', { chainName })).addresses[0]!.address).toBe(
        '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
      );
  });

  it('refuses replace-all without the password or with a wrong one, and keeps every wallet', async () => {
    const before = (await call('wallets.list', {})).wallets;
    const noPassword = await fails('wallets.importPhrase', { phrase: ABANDON, replace: true });
    expect(noPassword.code).toBe('BAD_INPUT');
    expect(noPassword.message).toMatch(/password/);
    const wrong = await fails('wallets.importPhrase', {
      phrase: ABANDON,
      replace: true,
      password: 'wrong one',
    });
    expect(wrong).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password' });
    expect((await call('wallets.list', {})).wallets).toEqual(before);
    expect(await call('wallets.reveal', { walletId: '2', password: PASSWORD })).toMatchObject({
      phrase: ABANDON,
    });
  });

  it('refuses delete without the password or with a wrong one, and erases nothing', async () => {
    expect((await fails('wallets.delete', { index: 0 })).code).toBe('BAD_INPUT');
    expect((await fails('wallets.delete', { index: 0, password: '' })).code).toBe('BAD_INPUT');
    expect((await fails('wallets.delete', { index: 0, password: 'wrong one' })).code).toBe('WRONG_PASSWORD');
    expect((await call('wallets.list', {})).wallets.map((w) => w.id)).toEqual(['1', '2', '3']);
    expect(await call('wallets.reveal', { walletId: '1', password: PASSWORD })).toMatchObject({
      kind: 'phrase',
    });
  });

  it('applies delete and reorder rules', async () => {
    // the selected wallet (index 2) cannot be deleted
    expect((await fails('wallets.delete', { index: 2, password: PASSWORD })).code).toBe('RULE');
    // moving the current wallet up: the current index follows it
    await call('wallets.move', { index: 2, direction: 'up' });
    let list = await call('wallets.list', {});
    expect(list.wallets.map((w) => w.id)).toEqual(['1', '3', '2']);
    expect(list.currentWalletIndex).toBe(1);
    // deleting a lower wallet shifts the current index down
    await call('wallets.delete', { index: 0, password: PASSWORD });
    list = await call('wallets.list', {});
    expect(list.wallets.map((w) => w.id)).toEqual(['3', '2']);
    expect(list.currentWalletIndex).toBe(0);
    // invalid index: nothing happens
    await call('wallets.move', { index: 9, direction: 'down' });
    expect((await call('wallets.list', {})).wallets.map((w) => w.id)).toEqual(['3', '2']);
  });

  it('reveals a secret only with the password', async () => {
    expect((await fails('wallets.reveal', { walletId: '2', password: 'wrong password' })).code).toBe(
      'WRONG_PASSWORD',
    );
    const r = await call('wallets.reveal', { walletId: '2', password: PASSWORD });
    expect(r).toEqual({ kind: 'phrase', phrase: ABANDON, hasPassphrase: false });
  });

  it('locks, refuses a wrong password with a clear error, and unlocks with the right one', async () => {
    await call('session.lock', {});
    expect((await fails('wallets.list', {})).code).toBe('LOCKED');
    const wrong = await fails('session.unlock', { password: 'not the password' });
    expect(wrong).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password' });
    await call('session.unlock', { password: PASSWORD });
    expect((await call('wallets.list', {})).wallets.map((w) => w.id)).toEqual(['3', '2']);
  });

  it('changes the password: the old one stops working', async () => {
    await call('session.changePassword', { oldPassword: PASSWORD, newPassword: 'a new long password' });
    await call('session.lock', {});
    expect((await fails('session.unlock', { password: PASSWORD })).code).toBe('WRONG_PASSWORD');
    await call('session.unlock', { password: 'a new long password' });
  });

  it('a crashed signer leaves main locked, and the restarted signer unlocks again', async () => {
    const before = t.app.signer.restarts;
    process.kill((await signerPid())!, 'SIGKILL');
    await expect.poll(() => t.app.signer.restarts, { timeout: 20_000 }).toBe(before + 1);
    await expect.poll(() => t.app.signer.state, { timeout: 20_000 }).toBe('ready');
    expect((await fails('wallets.list', {})).code).toBe('LOCKED');
    await call('session.unlock', { password: 'a new long password' });
    expect((await call('wallets.list', {})).wallets).toHaveLength(2);
  });

  it('replaces all wallets when the password is typed again', async () => {
    const password = 'a new long password';
    const { walletId } = await call('wallets.importPhrase', { phrase: ABANDON, replace: true, password });
    const list = await call('wallets.list', {});
    expect(list.wallets.map((w) => w.id)).toEqual([walletId]);
    expect((await fails('wallets.reveal', { walletId: '3', password })).code).toBe('NOT_FOUND');
  });
});

async function signerPid(): Promise<number | undefined> {
  // The signer reports its pid in the ready message; ask the OS for our forked child instead
  // of widening the contract for a test.
  const { execSync } = await import('node:child_process');
  const out = execSync(`pgrep -P ${process.pid} -f signer/main.ts`).toString().trim().split('\n');
  return Number(out[0]);
}
