import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import { createApp, type App } from '../app/createApp';
import { sourceSignerFactory } from '../../test/signerProcess';
import { dispatcher } from '../../test/dispatch';
import { catalogueEntryOf, mergeCatalogue } from './backendWire';

const GAMMA = '0x1111111111111111111111111111111111111111';
/** A product backend in the spec's wire format: coins under data.data, groups likewise. */
const asked: string[] = [];
const coins = [
  { chain_name: 'ethereum', symbol: 'GAM', name: 'Gamma Coin', decimals: 8, contract_address: GAMMA },
  { chain_name: 'ethereum', symbol: 'BAD', name: 'Not an address', decimals: 8, contract_address: 'T123' },
  { chain_name: 'narnia', symbol: 'NAR', name: 'Unknown chain', decimals: 8 },
  { chain_name: 'aptos', symbol: 'APT', name: 'Aptos', decimals: 8, is_default: true },
];
const groups = [
  {
    name: 'Stablecoins',
    coins: [{ chain_name: 'ethereum', contract_address: GAMMA }, { chain_name: 'tron' }],
  },
  {
    name: 'Broken',
    coins: [{ chain_name: 'ethereum', contract_address: '0x2222222222222222222222222222222222222222' }],
  },
];
let server: http.Server;
let app: App;
let dataDir: string;
const { call } = dispatcher(() => app.dispatch);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/api/coins')
      return res.end(JSON.stringify({ data: { data: coins, total: coins.length } }));
    if (u.pathname === '/api/coin-groups') return res.end(JSON.stringify({ data: { data: groups } }));
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    product: { backendUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server coins', () => {
  it('become catalogue entries only for known chains and well-shaped contracts; shipped entries win', () => {
    const entries = coins.map(catalogueEntryOf);
    expect(entries[0]).toMatchObject({ id: `ethereum:${GAMMA}`, type: 'token', symbol: 'GAM', decimals: 8 });
    expect(entries[1]).toBeNull();
    expect(entries[2]).toBeNull();
    // a native coin keeps the registry's symbol, name and decimals whatever the server says
    expect(entries[3]).toMatchObject({ id: 'aptos:native', type: 'coin', name: 'Aptos', isDefault: true });
    const { added } = mergeCatalogue(
      CATALOGUE,
      entries.filter((e) => e !== null),
    );
    expect(added.map((e) => e.id)).toEqual([`ethereum:${GAMMA}`]);
  });
});

describe('catalogue sync and coin groups through the app', () => {
  it('reads the backend with limit 200 and status true at unlock; new coins can be added', async () => {
    await call('wallets.importPhrase', {
      phrase: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      password: 'long enough password',
    });
    await expect
      .poll(() => asked.some((u) => u === '/api/coins?limit=200&status=true'), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(async () => (await call('coins.newCoins', {})).coins.map((c) => c.symbol))
      .toEqual(['GAM']);
    const found = await call('coins.catalogue', { query: 'GAM' });
    expect(found.entries.map((e) => e.id)).toContain(`ethereum:${GAMMA}`);
  });

  it('adds a group: its coins join the wallet; a group naming an unknown coin changes nothing', async () => {
    const listed = await call('coins.groups', {});
    expect(listed.groups[0]).toEqual({
      name: 'Stablecoins',
      coins: [
        { symbol: 'GAM', chainDisplayName: 'Ethereum', known: true },
        { symbol: 'TRX', chainDisplayName: 'Tron', known: true },
      ],
    });
    await call('coins.addGroup', { name: 'Stablecoins' });
    const ids = (await call('coins.list', {})).coins.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([`ethereum:${GAMMA}`, 'tron:native']));
    const before = (await call('coins.list', {})).coins.length;
    const r = await app.dispatch('coins.addGroup', { name: 'Broken' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'RULE', message: 'Group not added: Some coins is missing' },
    });
    expect((await call('coins.list', {})).coins).toHaveLength(before);
  });
});
