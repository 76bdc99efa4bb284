import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app/createApp';
import { sourceSignerFactory } from '../../test/signerProcess';
import { dispatcher } from '../../test/dispatch';
import { fakeEvmFamily } from '../../test/fakeEvmFamily';
import type { WalletFamily } from '../chains/family';

/**
 * The product backend's client calls (spec app.md §7) against a real HTTP server in the spec's
 * wire shapes: register coins on create and import, the paged currency list with search, and
 * the coin lookup by chain_name when a custom token is added; and no request at all unset.
 */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ANVIL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const GAMMA = '0x1111111111111111111111111111111111111111';
const DELTA = '0x2222222222222222222222222222222222222222';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Asked {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
const asked: Asked[] = [];
const currencies = [
  { chain_name: 'ethereum', symbol: 'GAM', name: 'Gamma Coin', decimals: 8, contract_address: GAMMA },
  { chain_name: 'narnia', symbol: 'NAR', name: 'Unknown chain', decimals: 8 },
  { chain_name: 'tron', symbol: 'TRX', name: 'Tron', decimals: 6 },
];
let server: http.Server;
let base: string;

function startServer(): Promise<void> {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      asked.push({
        method: req.method ?? '',
        path: u.pathname,
        query: Object.fromEntries(u.searchParams),
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      const send = (body: unknown) => res.end(JSON.stringify(body));
      if (u.pathname === '/api/coins') return send({ data: { data: [] } });
      if (u.pathname === '/api/clients/coins' && req.method === 'POST') return send({ data: { ok: true } });
      if (u.pathname === '/api/currencies') return send({ data: { data: currencies, total: 250 } });
      if (u.pathname === '/api/coins/by-chain')
        return send({
          data: { data: currencies.filter((c) => c.chain_name === u.searchParams.get('chain_name')) },
        });
      res.statusCode = 404;
      res.end();
    });
  });
  return new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
}

/** An EVM family whose tokenInfo reads any contract as an 18-decimal token named after it. */
const evm: WalletFamily = {
  ...fakeEvmFamily({ statuses: [], broadcasts: [], balance: 0n }),
  tokenInfo: async (_chain, contractAddress) => ({
    contractAddress,
    name: 'Read From Chain',
    symbol: 'RFC',
    decimals: 18,
  }),
};

const dirs: string[] = [];
async function appWith(backendUrl?: string): Promise<App> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backend-calls-'));
  dirs.push(dataDir);
  return createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: { evm },
    ...(backendUrl ? { product: { backendUrl } } : {}),
  });
}

const registrations = () => asked.filter((a) => a.path === '/api/clients/coins');

beforeAll(async () => {
  await startServer();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}, 30_000);
afterAll(() => {
  server.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('with WALLET_BACKEND_URL', () => {
  let app: App;
  const { call } = dispatcher(() => app.dispatch);
  beforeAll(async () => {
    app = await appWith(base);
  }, 120_000);
  afterAll(() => app?.close());

  it('registers a created wallet, then imports, with their own clientId and one masterClientId kept in wallet state', async () => {
    await call('wallets.create', { words: 12, password: 'long enough password' });
    await expect.poll(() => registrations().length, { timeout: 20_000 }).toBe(1);
    const created = registrations()[0]!;
    expect(created.method).toBe('POST');
    const body = created.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'clientId',
      'coins',
      'is_create_wallet',
      'is_imported',
      'masterClientId',
    ]);
    expect(body).toMatchObject({ is_create_wallet: true, is_imported: false });
    expect(body.clientId).toMatch(UUID);
    expect(body.masterClientId).toMatch(UUID);
    const coins = body.coins as { chain_name: string; symbol: string; address: string }[];
    const [first] = app.wallets.allWallets();
    expect(coins.map((c) => c.chain_name)).toEqual(
      first!.coins.filter((c) => c.isInWallet).map((c) => c.chainName),
    );
    expect(coins.find((c) => c.chain_name === 'ethereum')?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(first!.clientId).toBe(body.clientId);

    await call('wallets.importPhrase', { phrase: PHRASE });
    await call('wallets.importKey', { chainName: 'ethereum', privateKey: ANVIL_KEY });
    await expect.poll(() => registrations().length, { timeout: 20_000 }).toBe(3);
    const [, phrase, key] = registrations().map((r) => r.body as Record<string, unknown>);
    expect(phrase).toMatchObject({
      is_create_wallet: false,
      is_imported: true,
      masterClientId: body.masterClientId,
    });
    expect(key).toMatchObject({
      is_create_wallet: false,
      is_imported: true,
      masterClientId: body.masterClientId,
      coins: [
        { chain_name: 'ethereum', symbol: 'ETH', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      ],
    });
    // the abandon…about phrase's first Ethereum address
    expect(
      (phrase!.coins as { chain_name: string; address: string }[]).find((c) => c.chain_name === 'ethereum'),
    ).toMatchObject({ address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' });
    const ids = new Set([body.clientId, phrase!.clientId, key!.clientId]);
    expect(ids.size).toBe(3);

    // the ids live in the vault's public state: a fresh unlock reads them back
    await app.lock();
    await call('session.unlock', { password: 'long enough password' });
    expect(app.wallets.allWallets().map((w) => w.clientId)).toEqual([...ids]);
    expect(app.wallets.masterClientId()).toBe(body.masterClientId);
  });

  it('pages the currency list with search: page, limit, status, search; total from data.total', async () => {
    await call('wallets.select', { index: 0 });
    asked.length = 0;
    const r = await call('coins.catalogue', { query: ' gam ', page: 2 });
    const list = asked.filter((a) => a.path === '/api/currencies');
    expect(list).toEqual([
      {
        method: 'GET',
        path: '/api/currencies',
        query: { page: '2', limit: '100', status: 'true', search: 'gam' },
        body: undefined,
      },
    ]);
    expect(r.total).toBe(250);
    // an unknown chain is dropped; a token only the backend knows can be added by its id
    expect(r.entries.map((e) => e.id)).toEqual([`ethereum:${GAMMA}`, 'tron:native']);
    await call('coins.toggle', { id: `ethereum:${GAMMA}` });
    expect((await call('coins.list', {})).coins.map((c) => c.id)).toContain(`ethereum:${GAMMA}`);
    expect((await call('coins.catalogue', { query: 'gam' })).entries[0]).toMatchObject({ inWallet: true });
  });

  it('looks the chain up when a custom token is read: listed or not, the details come from the chain', async () => {
    asked.length = 0;
    const known = await call('coins.tokenInfo', {
      chainName: 'ethereum',
      contractAddress: GAMMA.toUpperCase().replace('0X', '0x'),
    });
    expect(asked.filter((a) => a.path === '/api/coins/by-chain').map((a) => a.query)).toEqual([
      { chain_name: 'ethereum' },
    ]);
    expect(known).toMatchObject({ listed: true, symbol: 'RFC', decimals: 18 });
    expect(await call('coins.tokenInfo', { chainName: 'ethereum', contractAddress: DELTA })).toMatchObject({
      listed: false,
      symbol: 'RFC',
    });
  });
});

describe('without WALLET_BACKEND_URL', () => {
  it('sends nothing: no registration, the shipped catalogue paged, no lookup, no client ids', async () => {
    asked.length = 0;
    const app = await appWith();
    const { call } = dispatcher(() => app.dispatch);
    try {
      await call('wallets.create', { words: 12, password: 'long enough password' });
      await call('wallets.importPhrase', { phrase: PHRASE });
      const first = await call('coins.catalogue', { query: '' });
      // the shipped catalogue, counted whole; pages past its end are empty
      expect(first.total).toBe(first.entries.length);
      expect(first.entries.length).toBeGreaterThan(50);
      expect((await call('coins.catalogue', { query: '', page: 2 })).entries).toEqual([]);
      const info = await call('coins.tokenInfo', { chainName: 'ethereum', contractAddress: GAMMA });
      expect(info).not.toHaveProperty('listed');
      expect(app.wallets.allWallets().every((w) => w.clientId === undefined)).toBe(true);
      expect(app.wallets.masterClientId()).toBeUndefined();
      await new Promise((r) => setTimeout(r, 300));
      expect(asked).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);
});
