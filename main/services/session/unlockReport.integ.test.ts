// A damaged vault file through the whole app (real signer process, real cache): the unlock
// answers with what happened and names, from main's cache, the wallets the restored save lacks.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';

const { call } = dispatcher(() => t.app.dispatch);

let t: TestApp;
const PASSWORD = 'a long enough password';
const vaultFile = () => path.join(t.dataDir, 'vault', 'vault.bin');

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.dispose());

describe('unlock after the vault file was damaged', () => {
  it('says the last save was lost and which wallets need their phrase again', async () => {
    await call('wallets.create', { words: 12, password: PASSWORD });
    await call('wallets.create', { words: 12, name: 'Savings' });
    await call('session.lock', {});
    const clean = await call('session.unlock', { password: PASSWORD });
    expect(clean.report).toBeUndefined();
    await call('session.lock', {});

    const bytes = readFileSync(vaultFile());
    bytes.writeUInt8(bytes.readUInt8(200) ^ 0x01, 200);
    writeFileSync(vaultFile(), bytes);

    const r = await call('session.unlock', { password: PASSWORD });
    expect(r.report?.vault).toMatchObject({
      problem: 'damaged',
      restored: 'backup',
      missingWallets: ['Savings'],
      compared: true,
    });
    expect(existsSync(path.join(t.dataDir, 'vault', r.report!.vault!.keptAs!))).toBe(true);
    expect((await call('wallets.list', {})).wallets.map((w) => w.name)).toEqual(['Main Wallet']);

    // told once: the next unlock is clean
    await call('session.lock', {});
    expect((await call('session.unlock', { password: PASSWORD })).report).toBeUndefined();
  });
});
