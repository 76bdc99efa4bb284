import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app/createApp';
import { fakeEvmFamily, type FakeEvmControl } from '../../../test/fakeEvmFamily';
import { sourceSignerFactory } from '../../../test/signerProcess';
import { dispatcher } from '../../../test/dispatch';

const { call } = dispatcher(() => app.dispatch);

/**
 * A watch-only wallet through main's contract with the real signer: added from an address,
 * read like any wallet, and refused (with the reason, before any quote) wherever something
 * would be signed; what the user pastes wrong adds nothing.
 */
const control: FakeEvmControl = { statuses: [], broadcasts: [], balance: 3n * 10n ** 18n };
const WATCHED = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const TO = '0x000000000000000000000000000000000000dEaD';
const form = { coinId: 'ethereum:native', to: TO, amount: '1', sendAll: false, feeOption: 'Normal' };

let app: App;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'watch-only-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: { evm: fakeEvmFamily(control) },
    confirm: { intervalMs: 1, tries: 3 },
  });
  await call('wallets.addWatch', { chainName: 'ethereum', key: WATCHED, password: 'long enough password' });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a watch-only wallet in main', () => {
  it('is listed as watch-only, named by the spec rules, and reads its balance', async () => {
    const list = await call('wallets.list', {});
    expect(list.wallets).toMatchObject([
      { name: 'Main Wallet', kind: 'watch', chainName: 'ethereum', isBackedup: true },
    ]);
    const coins = await call('coins.list', {});
    expect(coins.coins).toMatchObject([{ id: 'ethereum:native', address: WATCHED, watchOnly: true }]);
    const o = await call('coin.overview', { coinId: 'ethereum:native' });
    expect(o).toMatchObject({ balance: '3', receiveAddress: WATCHED, canSend: false, watchOnly: true });
    expect(o.notices?.[0]).toMatch(/^Watch-only/);
  });

  it('refuses quotes, sends and reveal with the reason, and nothing is broadcast', async () => {
    for (const r of [
      await app.dispatch('send.quote', form),
      await app.dispatch('send.submit', { ...form, approvedFee: '1' }),
    ])
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'RULE', message: expect.stringMatching(/watch-only/) },
      });
    expect(
      await app.dispatch('wallets.reveal', { walletId: '1', password: 'long enough password' }),
    ).toMatchObject({ ok: false, error: { code: 'RULE', message: expect.stringMatching(/no secret/) } });
    expect(control.broadcasts).toEqual([]);
  });

  it('a private key, a phrase or a wrong address pasted as public data adds nothing', async () => {
    for (const key of [
      '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    ])
      expect(await app.dispatch('wallets.addWatch', { chainName: 'ethereum', key })).toMatchObject({
        ok: false,
        error: { code: 'BAD_INPUT', message: expect.stringMatching(/Nothing was saved/) },
      });
    expect((await call('wallets.list', {})).wallets).toHaveLength(1);
  });
});
