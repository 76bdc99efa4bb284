/**
 * Settings → Networks through the real app: an EVM node is asked its chain id before it is
 * saved (anvil on the wrong id is refused with the reason), a saved node is used first (the
 * profile's default node here is dead), and its health line shows latency and height. A
 * Bitcoin-family node is checked by its genesis block against litecoind, which also proves the
 * table's Litecoin regtest hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../test/evm/anvil';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import { startEsploraServer } from '../../test/utxo/esploraServer';
import { startLitecoind } from '../../test/utxo/litecoind';
import { defaultFamilies } from '../app/defaultFamilies';
import { createHttp } from '../net/http';
import { utxoNodeSlots } from '../chains/utxo/nodeCheck';

const PHRASE = 'test test test test test test test test test test test junk';
let right: Anvil;
let wrong: Anvil;
let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const node = (url: string) => ({ url, fallback: false, allowLocalHttp: true });

beforeAll(async () => {
  [right, wrong] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 1337 })]);
  // the profile's own node for ethereum is a closed port: only the user's node can answer
  const env = { WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: 'http://127.0.0.1:9' } }) };
  t = await startTestApp({ families: defaultFamilies('local', env) });
  await call('wallets.importPhrase', { phrase: PHRASE, password: 'long enough password' });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
  await Promise.all([right?.stop(), wrong?.stop()]);
});

const ethBalance = async () =>
  (await call('coins.balances', {})).balances.find((b) => b.coinId === 'ethereum:native')?.balance;

describe('custom EVM node', () => {
  it('without one, the dead default node leaves the balance unread', async () => {
    expect(await ethBalance()).toBeNull();
  });

  it('is refused when it serves another chain, with the reason, and nothing is saved', async () => {
    const e = await fails('nodes.set', { chain: 'ethereum', node: node(wrong.url) });
    expect(e.message).toBe('This node is on chain id 1337, not Ethereum (chain id 1)');
    expect((await call('settings.get', {})).nodes).toEqual({});
    const plain = await fails('nodes.set', {
      chain: 'ethereum',
      node: { ...node(right.url), allowLocalHttp: false },
    });
    expect(plain.message).toMatch(/Allow http/);
  });

  it('is saved when its chain id matches, and answers first', async () => {
    const saved = await call('nodes.set', { chain: 'ethereum', node: node(right.url) });
    expect(saved.nodes.ethereum?.url).toBe(right.url);
    expect(await ethBalance()).toMatch(/^10000(\.0+)?$/);
    const { nodes } = await call('nodes.health', {});
    expect(nodes).toEqual([
      expect.objectContaining({
        chain: 'ethereum',
        key: 'ethereum',
        slot: 'rpc',
        url: right.url,
        ok: true,
        height: '0',
        error: null,
      }),
    ]);
    expect(nodes[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('removed, the defaults are back', async () => {
    await call('nodes.set', { chain: 'ethereum', node: null });
    expect(await ethBalance()).toBeNull();
  });
});

describe('custom Bitcoin-family node against litecoind', () => {
  it('is taken for Litecoin (regtest genesis), refused for Bitcoin with both hashes', async () => {
    const ltcd = await startLitecoind();
    const esplora = await startEsploraServer(ltcd.rpc);
    try {
      await ltcd.mine(3);
      const check = (chain: string) =>
        utxoNodeSlots.esplora!.check({
          http: createHttp({ retries: 0 }),
          url: esplora.url,
          chain,
          network: 'local',
        });
      expect(await check('litecoin')).toBe(3n);
      await expect(check('bitcoin')).rejects.toThrow(
        'This node is on genesis block 530827f38f93b43e…, not Bitcoin (genesis block 0f9188f13cb7b2c7…)',
      );
      // through the app: saved for litecoin, with its health line
      const saved = await call('nodes.set', {
        chain: 'litecoin',
        node: { url: esplora.url, fallback: true, allowLocalHttp: true },
      });
      expect(saved.nodes.litecoin?.url).toBe(esplora.url);
      const { nodes } = await call('nodes.health', {});
      expect(nodes.find((n) => n.chain === 'litecoin')).toMatchObject({ ok: true, height: '3' });
      await call('nodes.set', { chain: 'litecoin', node: null });
    } finally {
      await esplora.close();
      await ltcd.stop();
    }
  }, 60_000);
});
