/**
 * Issue 35's guarantee through the real app: with a proxy set, a whole session (unlock, refresh
 * on anvil and its explorer and on litecoind behind its Esplora, prices, news, the update feed, a send, a WalletConnect pairing)
 * reaches every server through the proxy and none directly. Each server sits behind a gate
 * that refuses and counts connections from anywhere but the test proxy, so a request that
 * bypasses the proxy fails this test.
 */
// createApp first: it loads walletKit.ts, which installs the proxied WebSocket before the
// test dapp's SDK loads the relay connection module
import { createApp, type App } from '../app/createApp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoinGeckoServer, type CoinGeckoServer } from '../prices/fixtures/coingeckoServer';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../../test/evm/explorerServer';
import { dispatcher } from '../../test/dispatch';
import { startGate, type Gate } from '../../test/proxy/gate';
import { startTestProxy, type TestProxy } from '../../test/proxy/testProxy';
import { sourceSignerFactory } from '../../test/signerProcess';
import { startTestDapp, type TestDapp } from '../../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../../test/walletconnect/relay';
import { startEsploraServer, type EsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../test/utxo/litecoind';
import { defaultFamilies } from '../app/defaultFamilies';
import { localEndpointsFromEnv } from '../config/localEndpoints';
import { pricesDeps } from '../prices/pricesConfig';
import { productFromEnv } from '../product/productFromEnv';
import { walletConnectDeps } from '../walletconnect/hostDeps';
import { createHttp } from './http';
import { outboundProxy } from './outbound';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PHRASE = 'test test test test test test test test test test test junk';
const NEWS = [{ key: 'n1', message: 'Hello through the proxy' }];

let proxy: TestProxy;
/** the HTTP CONNECT proxy the user switches to mid-session */
let connect: TestProxy;
let anvil: Anvil;
let explorer: ExplorerServer;
let gecko: CoinGeckoServer;
let feed: http.Server;
let relay: LocalRelay;
let litecoind: Litecoind;
let esplora: EsploraServer;
let dapp: TestDapp | null = null;
const gates: Record<string, Gate> = {};
let dataDir: string;
let app: App;
const { call, fails } = dispatcher(() => app.dispatch);

const at = (g: Gate, scheme = 'http') => `${scheme}://127.0.0.1:${g.port}`;
/** `url` with the gate's port in place of its server's, path kept */
const behind = (g: Gate, url: string) => {
  const u = new URL(url);
  u.port = String(g.port);
  return u.toString().replace(/\/$/, '');
};

async function waitFor<T>(what: string, get: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  proxy = await startTestProxy('socks5');
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  gecko = await startCoinGeckoServer({ coins: { ethereum: { symbol: 'eth', prices: { usd: '2000' } } } });
  feed = http.createServer((req, res) => {
    if (req.url === '/news.json') return res.end(JSON.stringify(NEWS));
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  relay = await startLocalRelay();
  litecoind = await startLitecoind();
  await litecoind.mine(101);
  esplora = await startEsploraServer(litecoind.rpc);
  const portOf = (url: string) => Number(new URL(url).port);
  gates.anvil = await startGate(anvil.port);
  gates.explorer = await startGate(portOf(explorer.url));
  gates.prices = await startGate(portOf(gecko.url));
  gates.feed = await startGate((feed.address() as AddressInfo).port);
  gates.relay = await startGate(portOf(relay.url));
  gates.esplora = await startGate(portOf(esplora.url));
  const env = {
    WALLET_LOCAL_ENDPOINTS: JSON.stringify({
      evm: { rpcUrl: at(gates.anvil), explorerUrl: behind(gates.explorer, explorer.url) },
      utxo: { litecoin: { esploraUrl: at(gates.esplora) } },
      prices: { coingeckoUrl: behind(gates.prices, gecko.url) },
    }),
    WALLET_NEWS_URL: `${at(gates.feed)}/news.json`,
    WALLET_WC_RELAY_URL: at(gates.relay, 'ws'),
  };
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-integ-'));
  // the proxy is set before main starts, as a user's saved setting is
  writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify({ proxy: proxy.url }));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: defaultFamilies('local', env),
    ...walletConnectDeps('local', env),
    ...productFromEnv(env, createHttp()),
    ...pricesDeps('local', localEndpointsFromEnv(env.WALLET_LOCAL_ENDPOINTS), undefined),
    confirm: { intervalMs: 300, tries: 20 },
  });
}, 120_000);

afterAll(async () => {
  await dapp?.close();
  await app?.close();
  await Promise.all(Object.values(gates).map((g) => g.close()));
  await anvil?.stop();
  await explorer?.close();
  await gecko?.close();
  await relay?.close();
  await esplora?.close();
  await litecoind?.stop();
  await new Promise((r) => feed?.close(r));
  await proxy?.close();
  await connect?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('every outside request of a session goes through the proxy', () => {
  it('applies the saved proxy before the first request', () => {
    expect(outboundProxy()).toBe(proxy.url);
  });

  it('unlock, refresh, prices, news and a send: all through the proxy', async () => {
    // a phrase wallet (anvil's own mnemonic: account 0 is ME); a key-imported wallet's WalletConnect
    // approval trips over its derived addresses (UNIQUE constraint), a fault outside this test
    await call('wallets.importPhrase', { phrase: PHRASE, password: 'long enough password' });
    const { balances } = await call('coins.balances', {});
    expect(balances.find((b) => b.coinId === 'ethereum:native')?.balance).toMatch(/^\d/);
    // litecoind behind its Esplora: the phrase's litecoin coin is read (0: nothing was paid to it)
    expect(balances.find((b) => b.coinId === 'litecoin:native')?.balance).toBe('0');
    const overview = await call('coin.overview', { coinId: 'ethereum:native' });
    expect(overview.receiveAddress).toBe(ME);
    const prices = await call('prices.get', { symbols: ['ETH'] });
    expect(prices.prices).toEqual([{ symbol: 'ETH', price: '2000' }]);
    expect((await call('news.next', {})).item?.key).toBe('n1');
    const form = { coinId: 'ethereum:native', to: BOB, amount: '0.5', sendAll: false, feeOption: 'Normal' };
    const quote = await call('send.quote', form);
    const { hash } = await call('send.submit', { ...form, approvedFee: quote.fee });
    expect(await anvil.rpc<{ hash: string } | null>('eth_getTransactionByHash', [hash])).toMatchObject({
      hash,
    });
    for (const name of ['anvil', 'explorer', 'prices', 'feed', 'esplora'] as const)
      expect(gates[name]!.proxied, `${name} reached through the proxy`).toBeGreaterThan(0);
  }, 60_000);

  it('a WalletConnect pairing: the relay socket goes through the proxy', async () => {
    dapp = await startTestDapp(relay.url);
    const { uri, approval } = await dapp.connect(['eip155:1']);
    await call('wc.pair', { uri });
    const proposal = await waitFor('proposal', async () => (await call('wc.pending', {})).proposals[0]);
    await call('wc.approveProposal', { id: proposal.id, walletId: '1' });
    await approval;
    expect(gates.relay!.proxied).toBeGreaterThan(0);
  }, 60_000);

  it('no server saw a direct connection, and the proxy was handed each gate by address', () => {
    const direct = Object.fromEntries(Object.entries(gates).map(([k, g]) => [k, g.directFrom]));
    expect(direct).toEqual(Object.fromEntries(Object.keys(gates).map((k) => [k, []])));
    for (const g of Object.values(gates)) expect(proxy.tunnels.get(`127.0.0.1:${g.port}`)).toBeGreaterThan(0);
  });

  it('switched in Settings to an HTTP CONNECT proxy, the next requests take it', async () => {
    connect = await startTestProxy('connect');
    const saved = await call('settings.update', { proxy: connect.url });
    expect(saved.proxy).toBe(connect.url);
    expect(outboundProxy()).toBe(connect.url);
    const socksBefore = proxy.total();
    const { balances } = await call('coins.balances', {});
    expect(balances.find((b) => b.coinId === 'ethereum:native')?.balance).toMatch(/^\d/);
    expect(balances.find((b) => b.coinId === 'litecoin:native')?.balance).toBe('0');
    expect(connect.tunnels.get(`127.0.0.1:${gates.anvil!.port}`)).toBeGreaterThan(0);
    expect(connect.tunnels.get(`127.0.0.1:${gates.esplora!.port}`)).toBeGreaterThan(0);
    expect(proxy.total()).toBe(socksBefore);
    for (const g of Object.values(gates)) expect(g.direct).toBe(0);
  }, 60_000);

  it('with the proxy down, calls fail with "proxy not reachable" and nothing goes direct', async () => {
    await proxy.close();
    await connect.close();
    // the balance read fails (null) rather than reaching anvil directly
    const refresh = await call('coins.balances', {});
    expect(refresh.balances.find((b) => b.coinId === 'ethereum:native')?.balance).toBeNull();
    const quote = await fails('send.quote', {
      coinId: 'ethereum:native',
      to: BOB,
      amount: '0.1',
      sendAll: false,
      feeOption: 'Normal',
    });
    expect(quote.message).toMatch(/proxy not reachable/);
    for (const g of Object.values(gates)) expect(g.direct).toBe(0);
  }, 60_000);
});
