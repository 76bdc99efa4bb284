/**
 * The secondary slots' own servers in the built families (issue 35): THORChain's Midgard and
 * THORNode, Polkadot's Subscan, Filecoin's Filscan. Two fixtures of each family's providers
 * count their requests: the profile's default and the user's. Saved, the slot's requests go to
 * the user's server and none of them to the default (the other slots stay on the default, also
 * where one host serves all of them); the user's server down without fallback fails the call
 * (THORChain's balance; Polkadot's and Filecoin's history, said on the card) and the default
 * is not asked; with fallback allowed the default answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THORCHAIN_SPEC, startCosmosNode, type CosmosNode } from '../../test/cosmos/cosmosNode';
import { ASGARD } from '../../test/cosmos/midgard';
import { filecoinAccount } from '../../test/filecoin/accounts';
import { startLotusNode, type LotusNode } from '../../test/filecoin/lotusNode';
import { startPolkadotFixture, type PolkadotFixture } from '../../test/polkadot/sidecar';
import { edAddress, edPath } from '../../test/polkadot/testSetup';
import { cosmosFamily } from '../chains/cosmos';
import { buildFamilies } from '../chains/families';
import type { CoinRef } from '../chains/family';
import { filecoinFamily } from '../chains/filecoin';
import { polkadotFamily } from '../chains/polkadot';
import { createHttp } from '../net/http';
import { setCustomNodes } from './customNodes';

const DOWN = 'http://127.0.0.1:9';
const own = (url: string, fallback = false) => ({ url, fallback, allowLocalHttp: true });
const http = createHttp({ retries: 0 });
const coin = (
  chainName: string,
  symbol: string,
  decimals: number,
  address: string,
  path: string,
): CoinRef => ({
  walletId: 'w',
  chainName,
  symbol,
  decimals,
  address,
  path,
});

afterAll(() => setCustomNodes({}));

describe('THORChain: Midgard and THORNode', () => {
  let dflt: CosmosNode;
  let mine: CosmosNode;
  beforeAll(async () => {
    [dflt, mine] = await Promise.all([startCosmosNode(THORCHAIN_SPEC), startCosmosNode(THORCHAIN_SPEC)]);
    dflt.fund(ASGARD, 7_00000000n);
    mine.fund(ASGARD, 5_00000000n);
  });
  afterAll(() => Promise.all([dflt?.close(), mine?.close()]));
  const rune = coin('thorchain', 'RUNE', 8, ASGARD, "m/44'/931'/0'/0/0");
  const thor = () =>
    buildFamilies(
      {
        network: 'local',
        // one host for the three, as the fixture (and a THORChain full node's proxy) serves them
        local: { cosmos: { thorchain: { rpcUrl: dflt.url, midgardUrl: dflt.url, thornodeUrl: dflt.url } } },
        http,
      },
      [cosmosFamily],
    ).cosmos!;
  const paths = (n: CosmosNode, since: number, prefix: string) =>
    n
      .requests()
      .slice(since)
      .filter((r) => r.path.startsWith(prefix));
  const rpcCalls = (n: CosmosNode, since: number) =>
    n
      .requests()
      .slice(since)
      .filter((r) => r.method !== 'GET');

  it("Midgard's balance and history go to the user's Midgard, the rest stays on the default", async () => {
    const family = thor();
    setCustomNodes({ 'thorchain.midgard': own(mine.url) });
    const [d0, m0] = [dflt.requests().length, mine.requests().length];
    const snap = await family.snapshot(rune);
    expect(snap.balance).toBe(5_00000000n);
    expect(paths(mine, m0, '/v2/actions')).toHaveLength(1);
    expect(paths(mine, m0, '/v2/balance')).toHaveLength(1);
    expect(paths(dflt, d0, '/v2')).toHaveLength(0);
    // THORNode's tx search and the RPC are other slots: still the default's
    expect(paths(dflt, d0, '/txs').length).toBeGreaterThan(0);
    expect(paths(mine, m0, '/txs')).toHaveLength(0);
    expect(rpcCalls(mine, m0)).toHaveLength(0);
  });

  it("THORNode's tx search and fee go to the user's THORNode, Midgard and the RPC stay", async () => {
    const family = thor();
    setCustomNodes({ 'thorchain.thornode': own(mine.url) });
    const [d0, m0] = [dflt.requests().length, mine.requests().length];
    expect((await family.snapshot(rune)).balance).toBe(7_00000000n);
    expect(paths(mine, m0, '/txs').length).toBeGreaterThan(0);
    expect(paths(dflt, d0, '/txs')).toHaveLength(0);
    expect(paths(dflt, d0, '/thorchain')).toHaveLength(0);
    expect(paths(dflt, d0, '/v2/actions')).toHaveLength(1);
    expect(paths(mine, m0, '/v2')).toHaveLength(0);
  });

  it('the own Midgard down without fallback fails the balance, the default never asked; allowed, it answers', async () => {
    const family = thor();
    setCustomNodes({ 'thorchain.midgard': own(DOWN) });
    const d0 = dflt.requests().length;
    await expect(family.snapshot(rune)).rejects.toThrow();
    expect(paths(dflt, d0, '/v2')).toHaveLength(0);
    setCustomNodes({ 'thorchain.midgard': own(DOWN, true) });
    expect((await family.snapshot(rune)).balance).toBe(7_00000000n);
    expect(paths(dflt, d0, '/v2/balance')).toHaveLength(1);
  });
});

describe('Polkadot: Subscan', () => {
  let dflt: PolkadotFixture;
  let mine: PolkadotFixture;
  const me = edAddress(0);
  const other = edAddress(1);
  beforeAll(async () => {
    [dflt, mine] = await Promise.all([startPolkadotFixture(), startPolkadotFixture()]);
    dflt.fund(me, 30_000_000_000n, other);
    mine.fund(me, 20_000_000_000n, other);
  });
  afterAll(() => Promise.all([dflt?.close(), mine?.close()]));
  const dot = coin('polkadot', 'DOT', 10, me, edPath(0));
  const polkadot = () =>
    buildFamilies(
      {
        network: 'local',
        // Sidecar and Subscan on one host, as the fixture serves them
        local: { polkadot: { sidecarUrl: dflt.url, scanUrl: dflt.url } },
        http,
        keys: { subscan: ['test-key'] },
      },
      [polkadotFamily],
    ).polkadot!;
  const scan = (f: PolkadotFixture, since: number) =>
    f
      .requests()
      .slice(since)
      .filter((r) => r.path.startsWith('/api/'));

  it("history from the user's Subscan, the balance still from the default Sidecar", async () => {
    const family = polkadot();
    setCustomNodes({ 'polkadot.subscan': own(mine.url) });
    const [d0, m0] = [dflt.requests().length, mine.requests().length];
    const snap = await family.snapshot(dot);
    // the balance is the default Sidecar's (3 DOT), the one transfer the user's Subscan lists (2 DOT)
    expect(snap.balance).toBe(30_000_000_000n);
    expect(snap.history.map((h) => h.amount)).toEqual(['20000000000']);
    expect(scan(mine, m0).map((r) => r.path)).toEqual(['/api/v2/scan/transfers']);
    // the user's Subscan key (X-API-Key) is subscan.io's, never sent to the user's own server
    expect(scan(mine, m0).map((r) => r.apiKey)).toEqual([undefined]);
    expect(scan(dflt, d0)).toHaveLength(0);
    expect(
      mine
        .requests()
        .slice(m0)
        .filter((r) => !r.path.startsWith('/api/')),
    ).toHaveLength(0);
  });

  it('the own Subscan down without fallback: no history and a notice, the default never asked; allowed, it answers', async () => {
    const family = polkadot();
    setCustomNodes({ 'polkadot.subscan': own(DOWN) });
    const d0 = dflt.requests().length;
    // the history call fails and says so on the card; the balance (another slot) still reads
    const failed = await family.snapshot(dot);
    expect(failed.history).toEqual([]);
    expect(failed.historyNotice).toMatch(
      /^Could not read Polkadot history from Subscan \(.*ECONNREFUSED 127\.0\.0\.1:9\)\.$/,
    );
    expect(scan(dflt, d0)).toHaveLength(0);
    setCustomNodes({ 'polkadot.subscan': own(DOWN, true) });
    expect((await family.snapshot(dot)).history.map((h) => h.amount)).toEqual(['30000000000']);
    expect(scan(dflt, d0).map((r) => [r.path, r.apiKey])).toEqual([['/api/v2/scan/transfers', 'test-key']]);
  });
});

describe('Filecoin: Filscan', () => {
  let dflt: LotusNode;
  let mine: LotusNode;
  const me = filecoinAccount(0);
  beforeAll(async () => {
    [dflt, mine] = await Promise.all([startLotusNode('testnet'), startLotusNode('testnet')]);
    await Promise.all([dflt.fund(me.address, 3n * 10n ** 18n), mine.fund(me.address, 2n * 10n ** 18n)]);
  });
  afterAll(() => Promise.all([dflt?.close(), mine?.close()]));
  const fil = coin('filecoin', 'FIL', 18, me.address, me.path);
  const filecoin = () =>
    buildFamilies(
      { network: 'local', local: { filecoin: { rpcUrl: dflt.rpcUrl, scanUrl: dflt.scanUrl } }, http },
      [filecoinFamily],
    ).filecoin!;
  const scan = (n: LotusNode, since: number) =>
    n
      .requests()
      .slice(since)
      .filter((r) => r.path.startsWith('/api/'));

  it("history from the user's Filscan, the balance still from the default Lotus", async () => {
    const family = filecoin();
    setCustomNodes({ 'filecoin.filscan': own(mine.scanUrl) });
    const [d0, m0] = [dflt.requests().length, mine.requests().length];
    const snap = await family.snapshot(fil);
    expect(snap.balance).toBe(3n * 10n ** 18n);
    expect(snap.history.map((h) => h.amount)).toEqual([String(2n * 10n ** 18n)]);
    expect(scan(mine, m0).map((r) => r.method)).toEqual(['MessagesByAccountID']);
    expect(scan(dflt, d0)).toHaveLength(0);
  });

  it('the own Filscan down without fallback: no history and a notice, the default never asked; allowed, it answers', async () => {
    const family = filecoin();
    setCustomNodes({ 'filecoin.filscan': own(DOWN) });
    const d0 = dflt.requests().length;
    // the history call fails and says so on the card; the balance (another slot) still reads
    const failed = await family.snapshot(fil);
    expect(failed.history).toEqual([]);
    expect(failed.historyNotice).toMatch(
      /^Could not read Filecoin history from Filscan \(.*ECONNREFUSED 127\.0\.0\.1:9\)\.$/,
    );
    expect(scan(dflt, d0)).toHaveLength(0);
    setCustomNodes({ 'filecoin.filscan': own(DOWN, true) });
    expect((await family.snapshot(fil)).history.map((h) => h.amount)).toEqual([String(3n * 10n ** 18n)]);
    expect(scan(dflt, d0).map((r) => r.method)).toEqual(['MessagesByAccountID']);
  });
});
