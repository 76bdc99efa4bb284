/**
 * The second slots of Tezos (TzKT), Tron (TronGrid v1) and the Aptos indexer in the built
 * families (buildFamilies, each descriptor's routes): two fixtures per family, the profile's
 * default and the user's own, each with its own ledger so an answer tells where it came from,
 * and each counting what it was asked. Saved, the slot's requests go to the own server only
 * (the other slot's stay on the default); without fallback a dead own server fails the read
 * and the default is never asked; with fallback the default answers.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Account } from '@aptos-labs/ts-sdk';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { tronAddressFromPublicKey } from '../../shared/chains/tron/validate';
import { startAptosNode } from '../../test/aptos/aptosNode';
import { started } from '../../test/nodeCheckHarness';
import { tezosAccount, tezosPathOf } from '../../test/tezos/accounts';
import { startTezosNode } from '../../test/tezos/tezosNode';
import { startTronNode } from '../../test/tron/tronNode';
import { aptosFamily } from '../chains/aptos';
import type { FamilyDescriptor } from '../chains/descriptor';
import { buildFamilies, type FamiliesConfig } from '../chains/families';
import type { CoinRef } from '../chains/family';
import { tezosFamily } from '../chains/tezos';
import { tronFamily } from '../chains/tron';
import { createHttp } from '../net/http';
import { setCustomNodes } from './customNodes';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const DEAD = 'http://127.0.0.1:9';
const own = (url: string, fallback = false) => ({ url, fallback, allowLocalHttp: true });
/** requests below `prefix` a fixture was asked since `from` */
const below = (log: readonly { path: string }[], prefix: string, from = 0) =>
  log.slice(from).filter((r) => r.path.startsWith(prefix)).length;

function family(d: FamilyDescriptor, local: FamiliesConfig['local']) {
  const f = buildFamilies({ network: 'local', local, http: createHttp({ retries: 0 }) }, [d])[d.family];
  if (!f) throw new Error(`no ${d.family} family`);
  return f;
}

afterEach(() => setCustomNodes({}));
afterAll(() => setCustomNodes({}));

describe('an own TzKT in the built Tezos family', () => {
  const coin: CoinRef = {
    walletId: 'w',
    chainName: 'tezos',
    symbol: 'XTZ',
    decimals: 6,
    address: tezosAccount(0).address,
    path: tezosPathOf(0),
    publicKey: tezosAccount(0).publicKey,
  };

  it('history comes from the own TzKT, the balance from the default node RPC', async () => {
    const [mine, theirs] = await Promise.all([started(startTezosNode()), started(startTezosNode())]);
    mine.fund(coin.address, 5_000_000n);
    theirs.fund(coin.address, 3_000_000n);
    const tezos = family(tezosFamily, { tezos: { rpcUrl: theirs.url, tzktUrl: theirs.url } });
    setCustomNodes({ 'tezos.tzkt': own(mine.url) });
    const [m0, t0] = [mine.requests().length, theirs.requests().length];
    const s = await tezos.snapshot(coin);
    expect(s.balance).toBe(3_000_000n);
    expect(s.history.map((h) => h.amount)).toEqual(['5000000']);
    expect(below(mine.requests(), '/v1/', m0)).toBeGreaterThan(0);
    expect(below(theirs.requests(), '/v1/', t0)).toBe(0);
    // the RPC slot is not the TzKT slot: the own TzKT was asked nothing of the node's
    expect(below(mine.requests(), '/chains/', m0)).toBe(0);
    expect(below(theirs.requests(), '/chains/', t0)).toBeGreaterThan(0);
  });

  it('a dead own TzKT without fallback: no history and the default TzKT never asked; with it: the default', async () => {
    const theirs = await started(startTezosNode());
    theirs.fund(coin.address, 3_000_000n);
    const tezos = family(tezosFamily, { tezos: { rpcUrl: theirs.url, tzktUrl: theirs.url } });
    setCustomNodes({ 'tezos.tzkt': own(DEAD) });
    const t0 = theirs.requests().length;
    const s = await tezos.snapshot(coin);
    expect(s.history).toEqual([]);
    expect(below(theirs.requests(), '/v1/', t0)).toBe(0);
    setCustomNodes({ 'tezos.tzkt': own(DEAD, true) });
    expect((await tezos.snapshot(coin)).history.map((h) => h.amount)).toEqual(['3000000']);
    expect(below(theirs.requests(), '/v1/', t0)).toBeGreaterThan(0);
  });
});

describe('an own TronGrid v1 in the built Tron family', () => {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
  const coin: CoinRef = {
    walletId: 'w',
    chainName: 'tron',
    symbol: 'TRX',
    decimals: 6,
    address: tronAddressFromPublicKey(root.derive("m/44'/195'/0'/0/0").publicKey!),
    path: "m/44'/195'/0'/0/0",
  };

  it('balance and history come from the own v1 API, the node API stays on the default', async () => {
    const [mine, theirs] = await Promise.all([started(startTronNode()), started(startTronNode())]);
    mine.fund(coin.address, 5_000_000);
    theirs.fund(coin.address, 3_000_000);
    const tron = family(tronFamily, { tron: { nodeUrl: theirs.url, gridUrl: theirs.url } });
    setCustomNodes({ 'tron.trongrid': own(mine.url) });
    const [m0, t0] = [mine.requests().length, theirs.requests().length];
    expect((await tron.snapshot(coin)).balance).toBe(5_000_000n);
    expect(below(mine.requests(), '/v1/', m0)).toBeGreaterThan(0);
    expect(below(theirs.requests(), '/v1/', t0)).toBe(0);
    expect(below(mine.requests(), '/wallet', m0)).toBe(0);
  });

  it('a dead own TronGrid without fallback fails the read, the default never asked; with it: the default', async () => {
    const theirs = await started(startTronNode());
    theirs.fund(coin.address, 3_000_000);
    const local = { tron: { nodeUrl: theirs.url, gridUrl: theirs.url } };
    setCustomNodes({ 'tron.trongrid': own(DEAD) });
    const t0 = theirs.requests().length;
    await expect(family(tronFamily, local).snapshot(coin)).rejects.toThrow();
    expect(below(theirs.requests(), '/v1/', t0)).toBe(0);
    setCustomNodes({ 'tron.trongrid': own(DEAD, true) });
    expect((await family(tronFamily, local).snapshot(coin)).balance).toBe(3_000_000n);
    expect(below(theirs.requests(), '/v1/', t0)).toBeGreaterThan(0);
  });
});

describe('an own Aptos indexer in the built Aptos family', () => {
  const me = Account.fromDerivationPath({ path: "m/44'/637'/0'/0'/0'", mnemonic: PHRASE });
  const USDC = '0xbae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b';
  const coin: CoinRef = {
    walletId: 'w',
    chainName: 'aptos',
    symbol: 'USDC',
    decimals: 6,
    address: me.accountAddress.toStringLong(),
    path: "m/44'/637'/0'/0'/0'",
    publicKey: me.publicKey.toString().slice(2),
    contractAddress: USDC,
  };
  /** the node (and own indexer) with a USDC deposit; another node whose indexer is the default */
  async function nodes() {
    const [node, other] = await Promise.all([started(startAptosNode()), started(startAptosNode())]);
    for (const n of [node, other]) {
      n.fund(coin.address, 100_000_000n);
      n.registerFa(USDC, 'USD Coin', 'USDC', 6);
    }
    node.fundToken(coin.address, USDC, 25_000_000n);
    return { node, other };
  }

  it('the token history’s indexer query goes to the own indexer only', async () => {
    const { node, other } = await nodes();
    const aptos = family(aptosFamily, { aptos: { nodeUrl: node.url, indexerUrl: `${other.url}/graphql` } });
    setCustomNodes({ 'aptos.indexer': own(`${node.url}/graphql`) });
    const [n0, o0] = [node.requests().length, other.requests().length];
    const s = await aptos.snapshot(coin);
    expect(s.balance).toBe(25_000_000n);
    expect(s.history.map((h) => h.amount)).toEqual(['25000000']);
    expect(below(node.requests(), '/v1/graphql', n0)).toBe(1);
    expect(other.requests().length - o0).toBe(0);
  });

  it('a dead own indexer without fallback: no token history and the default never asked; with it: the default', async () => {
    const { node, other } = await nodes();
    const aptos = family(aptosFamily, { aptos: { nodeUrl: node.url, indexerUrl: `${other.url}/graphql` } });
    setCustomNodes({ 'aptos.indexer': own(`${DEAD}/v1/graphql`) });
    const o0 = other.requests().length;
    const s = await aptos.snapshot(coin);
    expect(s.balance).toBe(25_000_000n);
    expect(s.history).toEqual([]);
    expect(other.requests().length - o0).toBe(0);
    setCustomNodes({ 'aptos.indexer': own(`${DEAD}/v1/graphql`, true) });
    await aptos.snapshot(coin);
    expect(below(other.requests(), '/v1/graphql', o0)).toBe(1);
  });
});
