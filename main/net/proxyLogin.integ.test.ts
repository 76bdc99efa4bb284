/**
 * A proxy that wants a login (Settings → Privacy: socks5h://user:pass@… and http://user:pass@…)
 * through the real app. The test proxy takes one user name and password (RFC 1929 for SOCKS5,
 * Basic for CONNECT); the market-data server sits behind a gate that refuses and counts every
 * connection not from the proxy. The login is kept only in the encrypted cache: the settings
 * file, settings.get and every error hold host and port only; a restarted app asks the proxy
 * without it until unlock (refused, never direct) and with it after.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { startGate, type Gate } from '../../test/proxy/gate';
import { startTestProxy, type TestProxy } from '../../test/proxy/testProxy';
import { startCmcServer, type CmcServer } from '../prices/fixtures/cmcServer';
import { latestYmlChecker } from '../product/updateFeed';
import { createHttp } from './http';
import { setOutboundProxy, setOutboundProxyLogin } from './outbound';

const PASS = 'p4ss:w0rd@secret';
const AUTH = { user: 'alice', pass: PASS };
const PASSWORD = 'long enough password';
let socks: TestProxy;
let connect: TestProxy;
let cmc: CmcServer;
let gate: Gate;
let dataDir: string;
let t: TestApp;
/** the first app starts without a proxy: its start-up update check goes direct, by design */
let directAtStart = 0;
const { call, fails } = dispatcher(() => t.app.dispatch);

const start = () =>
  startTestApp({
    dataDir,
    prices: { cmc: { baseUrl: `http://127.0.0.1:${gate.port}`, keys: ['k1'] } },
    // the update feed behind the same gate: its error is the one the user reads
    product: {
      updates: latestYmlChecker(createHttp({ retries: 0 }), `http://127.0.0.1:${gate.port}/updates/`),
    },
  });
const loginUrl = (p: TestProxy, pass = PASS) =>
  p.url.replace('://', `://${AUTH.user}:${encodeURIComponent(pass)}@`);
const ethPrice = async () =>
  (await call('prices.get', { symbols: ['ETH'] })).prices.find((p) => p.symbol === 'ETH')?.price ?? null;
/** every file of the data folder, as bytes read as latin1 (a password in any encoding shows) */
const everyFile = () =>
  readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name)).toString('latin1'))
    .join('\n');

beforeAll(async () => {
  [socks, connect, cmc] = await Promise.all([
    startTestProxy('socks5', 0, AUTH),
    startTestProxy('connect', 0, AUTH),
    startCmcServer({ prices: { USD: { ETH: '3012.5' } } }),
  ]);
  gate = await startGate(Number(new URL(cmc.url).port));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-login-'));
  t = await start();
  directAtStart = gate.direct;
  await call('wallets.importPhrase', {
    phrase: 'test test test test test test test test test test test junk',
    password: PASSWORD,
  });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
  setOutboundProxy('');
  setOutboundProxyLogin(null);
  await Promise.all([socks?.close(), connect?.close(), cmc?.close(), gate?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a proxy with a login', () => {
  it('is refused while locked: the login could only be kept in plain text', async () => {
    await call('session.lock', {});
    const e = await fails('settings.update', { proxy: loginUrl(socks) });
    expect(e.code).toBe('LOCKED');
    expect((await call('settings.get', {})).proxy).toBe('');
    await call('session.unlock', { password: PASSWORD });
  });

  it('SOCKS5: every request goes through it with the login, which is never shown back', async () => {
    const saved = await call('settings.update', { proxy: loginUrl(socks) });
    expect(saved.proxy).toBe(socks.url);
    expect(saved.proxyLogin).toBe(true);
    expect(JSON.stringify(await call('settings.get', {}))).not.toContain('alice');
    expect(await ethPrice()).toBe('3012.5');
    expect(socks.tunnels.get(`127.0.0.1:${gate.port}`)).toBeGreaterThan(0);
    expect(socks.refusedLogins()).toBe(0);
    expect(gate.direct).toBe(directAtStart);
    // neither the settings file nor the encrypted cache holds the password as text
    expect(everyFile()).not.toContain(PASS);
    expect(everyFile()).not.toContain(encodeURIComponent(PASS));
  });

  it('HTTP CONNECT too (Basic)', async () => {
    await call('settings.update', { proxy: loginUrl(connect), features: { prices: true } });
    const before = connect.total();
    await call('prices.get', { symbols: ['BTC'] });
    expect(connect.total()).toBeGreaterThan(before);
    expect(connect.refusedLogins()).toBe(0);
    expect(gate.direct).toBe(directAtStart);
  });

  it('a wrong password: the proxy refuses, the error does not repeat it, nothing goes direct', async () => {
    await call('settings.update', { proxy: loginUrl(socks, 'wrong-pass-123') });
    const refused = socks.refusedLogins();
    const u = await call('updates.check', {});
    expect(socks.refusedLogins()).toBeGreaterThan(refused);
    expect(gate.direct).toBe(directAtStart);
    expect(u.error).toContain(`the proxy refused the login (${new URL(socks.url).host})`);
    expect(u.error).not.toContain('wrong-pass-123');
  });

  it('after a restart: refused until unlock (the login is encrypted), through with it after', async () => {
    await call('settings.update', { proxy: loginUrl(socks) });
    await t.app.close();
    setOutboundProxyLogin(null); // a new process starts with none in memory
    t = await start();
    expect((await call('settings.get', {})).proxy).toBe(socks.url);
    const refused = socks.refusedLogins();
    const locked = await call('updates.check', {});
    expect(socks.refusedLogins()).toBeGreaterThan(refused);
    expect(locked.error).toContain(`the proxy wants a login (${new URL(socks.url).host}): unlock`);
    await call('session.unlock', { password: PASSWORD });
    const tunnels = socks.total();
    const after = socks.refusedLogins();
    await call('prices.get', { symbols: ['SOL'] });
    expect(socks.total()).toBeGreaterThan(tunnels);
    expect(socks.refusedLogins()).toBe(after);
    expect(gate.direct).toBe(directAtStart);
  });

  it('a proxy set without a login drops the saved one', async () => {
    const s = await call('settings.update', { proxy: connect.url });
    expect(s.proxyLogin).toBe(false);
    const refused = connect.refusedLogins();
    await call('updates.check', {});
    expect(connect.refusedLogins()).toBeGreaterThan(refused);
    expect(gate.direct).toBe(directAtStart);
  });
});
