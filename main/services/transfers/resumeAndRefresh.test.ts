import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { EventName } from '../../../shared/contract';
import { fakeEvmFamily, type FakeEvmControl } from '../../../test/fakeEvmFamily';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resume-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const control: FakeEvmControl = { statuses: [], broadcasts: [], balance: 5n * 10n ** 18n };
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const PASSWORD = 'long enough password';

async function open(
  notes: string[] = [],
): Promise<{ t: TestApp; seen: { name: EventName; payload: unknown }[] }> {
  const t = await startTestApp({
    dataDir,
    families: { evm: fakeEvmFamily(control) },
    confirm: { intervalMs: 1, tries: 2 },
    notify: (title, body) => notes.push(`${title}: ${body}`),
  });
  const seen: { name: EventName; payload: unknown }[] = [];
  t.app.events.subscribe((name, payload) => seen.push({ name, payload }));
  return { t, seen };
}
const statusesOf = (seen: { name: EventName; payload: unknown }[]) =>
  seen
    .filter((e) => e.name === 'tx.status')
    .map((e) => (e.payload as { status: string; hash: string }).status);

describe('pending transactions survive a restart', () => {
  it('polling resumes at unlock after the app stopped with a transaction pending', async () => {
    const first = await open();
    const { call } = dispatcher(() => first.t.app.dispatch);
    await call('wallets.importKey', { chainName: 'ethereum', privateKey: KEY, password: PASSWORD });
    const form = {
      coinId: 'ethereum:native',
      to: '0x000000000000000000000000000000000000dEaD',
      amount: '1.5',
      sendAll: false,
      feeOption: 'Normal',
    };
    const { hash } = await call('send.submit', { ...form, approvedFee: '0.000021' });
    await expect.poll(() => statusesOf(first.seen)).toEqual(['submitted', 'pending']);
    await first.t.dispose();

    control.statuses.push('confirmed');
    const second = await open();
    const again = dispatcher(() => second.t.app.dispatch);
    await again.call('session.unlock', { password: PASSWORD });
    await expect.poll(() => statusesOf(second.seen)).toEqual(['confirmed']);
    expect(second.seen.find((e) => e.name === 'tx.status')?.payload).toMatchObject({
      hash,
      amount: '1.5',
      symbol: 'ETH',
    });
    expect((await again.call('coin.overview', { coinId: 'ethereum:native' })).pending).toEqual([]);
    await second.t.dispose();
  });
});

describe('locking while a transaction is pending', () => {
  it('stops polling quietly at lock and resumes it at unlock, one outcome in all', async () => {
    const { t, seen } = await startTestApp({
      families: { evm: fakeEvmFamily(control) },
      confirm: { intervalMs: 20, tries: 1000 },
    }).then((app) => {
      const events: { name: EventName; payload: unknown }[] = [];
      app.app.events.subscribe((name, payload) => events.push({ name, payload }));
      return { t: app, seen: events };
    });
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((m: unknown) => void errors.push(String(m)));
    try {
      const { call } = dispatcher(() => t.app.dispatch);
      await call('wallets.importKey', { chainName: 'ethereum', privateKey: KEY, password: PASSWORD });
      control.statuses.length = 0;
      const { hash } = await call('send.submit', {
        coinId: 'ethereum:native',
        to: '0x000000000000000000000000000000000000dEaD',
        amount: '0.1',
        sendAll: false,
        feeOption: 'Normal',
        approvedFee: '0.000021',
      });
      await call('session.lock', {});
      await new Promise((r) => setTimeout(r, 200)); // ten intervals while locked
      expect(errors.filter((m) => m.includes('confirmation check'))).toEqual([]);
      control.statuses.push('confirmed');
      await call('session.unlock', { password: PASSWORD });
      await expect.poll(() => statusesOf(seen)).toEqual(['submitted', 'confirmed']);
      expect(
        seen.find((e) => e.name === 'tx.status' && (e.payload as { status: string }).status === 'confirmed')
          ?.payload,
      ).toMatchObject({ hash });
    } finally {
      spy.mockRestore();
      await t.dispose();
    }
  });
});

describe('background refresh', () => {
  it('notifies when a balance goes up, honouring notifications.received', async () => {
    const notes: string[] = [];
    const { t, seen } = await open(notes);
    const { call } = dispatcher(() => t.app.dispatch);
    await call('session.unlock', { password: PASSWORD });
    await t.app.refresh.tick(); // the first look only records
    expect(notes).toEqual([]);
    control.balance += 25n * 10n ** 17n;
    await t.app.refresh.tick();
    expect(notes).toEqual(['ETH received: 2.5 ETH arrived in Main Wallet']);
    expect(seen.some((e) => e.name === 'coin.changed')).toBe(true);
    await call('settings.update', { notifications: { received: false } });
    control.balance += 1n;
    await t.app.refresh.tick();
    expect(notes).toHaveLength(1);
    control.balance -= 10n ** 18n; // a send: no "received"
    await t.app.refresh.tick();
    expect(notes).toHaveLength(1);
    await t.dispose();
  });
});
