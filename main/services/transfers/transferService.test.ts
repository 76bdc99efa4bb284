import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../../shared/contract';
import { createApp, type App } from '../../app/createApp';
import { fakeEvmFamily, type FakeEvmControl } from '../../../test/fakeEvmFamily';
import { sourceSignerFactory } from '../../../test/signerProcess';
import { dispatcher } from '../../../test/dispatch';

const { call } = dispatcher(() => app.dispatch);

/**
 * The service's own rules with a scripted family: what it asks the family, what it refuses
 * before the signer, the confirmation flow and its events. The real families are tested
 * against anvil and litecoind in their own folders.
 */
const control: FakeEvmControl = { statuses: [], broadcasts: [], balance: 5n * 10n ** 18n };
const { statuses, broadcasts } = control;
const fakeEvm = fakeEvmFamily(control);

let app: App;
let dataDir: string;
const seen: { name: EventName; payload: unknown }[] = [];
const notes: string[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'transfers-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: { evm: fakeEvm },
    notify: (title, body) => notes.push(`${title}: ${body}`),
    confirm: { intervalMs: 1, tries: 3 },
  });
  app.events.subscribe((name, payload) => seen.push({ name, payload }));
  await call('wallets.importKey', {
    chainName: 'ethereum',
    privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
    password: 'long enough password',
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const TO = '0x000000000000000000000000000000000000dEaD';
const form = { coinId: 'ethereum:native', to: TO, amount: '1.5', sendAll: false, feeOption: 'Normal' };
const txEvents = () =>
  seen.filter((e) => e.name === 'tx.status').map((e) => (e.payload as { status: string }).status);

describe('TransferService', () => {
  it('quotes in decimal strings; send-all makes amount + fee = balance', async () => {
    expect(await call('send.quote', form)).toMatchObject({
      amount: '1.5',
      fee: '0.000021',
      total: '1.500021',
      isMax: false,
      feeSymbol: 'ETH',
    });
    const max = await call('send.quote', { ...form, sendAll: true });
    expect(max).toMatchObject({ amount: '4.999979', isMax: true, total: '5' });
  });

  it("a memo goes only where the coin's chain takes one: Ethereum takes none", async () => {
    const r = await app.dispatch('send.quote', { ...form, memo: { kind: 'text', value: 'rent' } });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'RULE', message: 'Ethereum transfers carry no memo' },
    });
    const o = await call('coin.overview', { coinId: 'ethereum:native' });
    expect(o.capabilities).toMatchObject({ memo: 'none', sharedAddressSet: true, customTokens: true });
  });

  it('refuses before signing when the fee exceeds what the user approved', async () => {
    const r = await app.dispatch('send.submit', { ...form, approvedFee: '0.00002' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'RULE', message: expect.stringMatching(/^The fee went up to 0.000021/) },
    });
    expect(broadcasts).toHaveLength(0);
  });

  it('signs in the real signer, broadcasts, keeps it pending, then confirms and notifies', async () => {
    statuses.push('pending', 'confirmed');
    const { hash } = await call('send.submit', { ...form, approvedFee: '0.000021' });
    expect(broadcasts).toHaveLength(1);
    expect(broadcasts[0]).toMatch(/^0x02/); // a signed type-2 transaction
    expect((await call('coin.overview', { coinId: 'ethereum:native' })).pending.map((p) => p.hash)).toEqual([
      hash,
    ]);
    await expect.poll(() => txEvents()).toEqual(['submitted', 'confirmed']);
    expect(notes).toEqual(['ETH sent: 1.5 ETH confirmed']);
    expect((await call('coin.overview', { coinId: 'ethereum:native' })).pending).toEqual([]);
  });

  it("gives up after the tries with 'pending' and keeps the entry; no notification when turned off", async () => {
    await call('settings.update', { notifications: { sent: false } });
    seen.length = 0;
    await call('send.submit', { ...form, approvedFee: '0.000021' });
    await expect.poll(() => txEvents()).toEqual(['submitted', 'pending']);
    expect((await call('coin.overview', { coinId: 'ethereum:native' })).pending).toHaveLength(1);
    expect(notes).toHaveLength(1);
  });

  it('a coin of a family that cannot send says so instead of failing', async () => {
    await call('wallets.importPhrase', {
      phrase: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    });
    const o = await call('coin.overview', { coinId: 'solana:native' });
    expect(o).toMatchObject({
      canSend: false,
      balance: null,
      receiveAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    });
    expect(o.notice).toMatch(/not available in this version/);
    const r = await app.dispatch('send.quote', { ...form, coinId: 'solana:native' });
    expect(r).toMatchObject({ ok: false, error: { code: 'RULE' } });
  });
});

describe('TransferService pending entries', () => {
  it('settles an entry nobody polls any more when the coin is shown', async () => {
    await call('wallets.select', { index: 0 });
    const before = (await call('coin.overview', { coinId: 'ethereum:native' })).pending;
    expect(before).toHaveLength(1); // left 'pending' by the earlier test
    statuses.push('confirmed');
    expect((await call('coin.overview', { coinId: 'ethereum:native' })).pending).toEqual([]);
  });
});

describe('coins.balances', () => {
  it('reads what its families can, and leaves the others null instead of guessing', async () => {
    await call('wallets.select', { index: 1 }); // the phrase wallet: ethereum (fake family) and solana (none)
    const { balances } = await call('coins.balances', {});
    expect(balances.find((b) => b.coinId === 'ethereum:native')?.balance).toBe('5');
    expect(balances.find((b) => b.coinId === 'solana:native')?.balance).toBeNull();
  });

  it('remembers each read in the cache for the next first paint, and counts coins it never read', async () => {
    await call('wallets.select', { index: 1 });
    const before = control.balance;
    try {
      control.balance = 1234567n * 10n ** 12n;
      await call('coins.balances', {});
      const cached = await call('coins.cachedBalances', {});
      // every EVM coin of the wallet is read through the fake family, ethereum among them
      expect(cached.balances.find((b) => b.coinId === 'ethereum:native')).toEqual({
        coinId: 'ethereum:native',
        balance: '1.234567',
        fetchedAt: expect.any(Number) as number,
      });
      // solana has no family here, so it was never read: the list is not complete
      expect(cached.missing).toBeGreaterThanOrEqual(1);
      // the next read replaces it
      control.balance = 7n * 10n ** 18n;
      await call('coins.balances', {});
      const again = (await call('coins.cachedBalances', {})).balances;
      expect(again.find((b) => b.coinId === 'ethereum:native')?.balance).toBe('7');
    } finally {
      control.balance = before;
    }
  });
});

describe('history.all', () => {
  it("lists every wallet's coins newest first, with wallet and coin, and names what it could not read", async () => {
    const ME_IN = { from: '0x000000000000000000000000000000000000bEEF', to: 'own' };
    control.history = [
      {
        hash: `0x${'1'.repeat(64)}`,
        amount: '1000000000000000000',
        status: 'success',
        date: 1_000,
        ...ME_IN,
      },
      {
        hash: `0x${'2'.repeat(64)}`,
        amount: '-2000000000000000000',
        status: 'failed',
        date: 3_000,
        from: 'own',
        to: TO,
      },
    ];
    try {
      const all = await call('history.all', {});
      const eth = all.rows.filter((r) => r.coinId === 'ethereum:native');
      // two wallets hold ethereum (the key wallet and the phrase wallet): two rows each
      expect(eth.map((r) => [r.date, r.symbol, r.amount])).toEqual([
        [3_000, 'ETH', '-2'],
        [3_000, 'ETH', '-2'],
        [1_000, 'ETH', '1'],
        [1_000, 'ETH', '1'],
      ]);
      // newest first across every coin
      expect(all.rows.map((r) => r.date)).toEqual([...all.rows.map((r) => r.date)].sort((a, b) => b - a));
      expect(new Set(eth.map((r) => r.walletId)).size).toBe(2);
      expect(eth[0]).toMatchObject({
        chainDisplayName: 'Ethereum',
        coinId: 'ethereum:native',
        status: 'failed',
      });
      // solana has no family in this app: said, not silently dropped
      expect(all.unread.map((u) => u.symbol)).toContain('SOL');
      expect(all.unread.find((u) => u.symbol === 'SOL')?.reason).toMatch(/not available/);

      const one = (await call('wallets.list', {})).wallets[0]!;
      const mine = await call('history.all', {
        walletId: one.id,
        direction: 'in',
        coinId: 'ethereum:native',
      });
      expect(mine.rows.map((r) => [r.walletName, r.direction, r.amount])).toEqual([[one.name, 'in', '1']]);
      expect((await call('history.all', { coinId: 'bitcoin:native' })).rows).toEqual([]);
    } finally {
      delete control.history;
    }
  });
});
