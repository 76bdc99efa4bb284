// Cosmos Hub tokens (issue 37) against the fixture chain of test/cosmos: bank denoms other than
// uatom, an IBC voucher with its ibc-go trace and a factory denom with x/bank metadata. Each
// send is built by the family, signed by the real signer process and broadcast; the node
// verifies the signature and its per-denom ledger must move exactly what was approved.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../../../shared/chains/cosmos/validate';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { COSMOS_SPEC, startCosmosNode, type CosmosNode } from '../../../test/cosmos/cosmosNode';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { COSMOS_ERRORS } from './constants';
import { createCosmosWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const addr = (i: number) =>
  cosmosAddressFromPublicKey('cosmos', root.derive(`m/44'/118'/0'/0/${i}`).publicKey!);
const ME = addr(0);
const BOB = addr(1);
/** OSMO on the Hub as mainnet names it: ibc-go's hash of transfer/channel-141/uosmo */
const OSMO = 'ibc/14F9BC3E44B8A9C1BE1FB08980FAB87034C9905EF17CF2F5008FC085218811CC';
const FOO = `factory/${BOB}/foo`;

let hub: CosmosNode;
let family: WalletFamily;
let nodeOnly: WalletFamily;
let t: TestApp;
let walletId: string;

const coin = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'cosmos',
  symbol: 'ATOM',
  decimals: 6,
  address: ME,
  path: "m/44'/118'/0'/0/0",
  ...over,
});
const osmo = () => coin({ symbol: 'OSMO', contractAddress: OSMO });
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

async function submit(c: CoinRef, prepared: Prepared): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: c.path,
  });
  return (await family.broadcast(c, signed)).hash;
}

beforeAll(async () => {
  hub = await startCosmosNode(COSMOS_SPEC);
  hub.fund(ME, 50_000_000n);
  expect(hub.ledger.registerIbc('transfer/channel-141', 'uosmo')).toBe(OSMO);
  hub.fundToken(ME, OSMO, 7_000_000n);
  hub.fundToken(BOB, FOO, 1_000n);
  hub.ledger.metadata.set(FOO, { base: FOO, display: 'foo', name: 'Foo Coin', symbol: 'FOO', exponent: 2 });
  const http = createHttp({ backoffMs: 0, retries: 0 });
  family = createCosmosWalletFamily({
    network: 'local',
    local: { cosmos: { rpcUrl: hub.url, indexerUrl: hub.url } },
    http,
  });
  nodeOnly = createCosmosWalletFamily({ network: 'local', local: { cosmos: { rpcUrl: hub.url } }, http });
  t = await startTestApp({ families: { cosmos: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await hub?.close();
});

describe('Cosmos Hub tokens against the fixture chain', () => {
  it('names an IBC voucher after its trace, a denom with metadata after it', async () => {
    expect(await family.tokenInfo!('cosmos', `ibc/${OSMO.slice(4).toLowerCase()}`)).toEqual({
      contractAddress: OSMO,
      name: 'OSMO via IBC transfer/channel-141',
      symbol: 'OSMO',
      decimals: 6,
    });
    expect(await family.tokenInfo!('cosmos', FOO)).toEqual({
      contractAddress: FOO,
      name: 'Foo Coin',
      symbol: 'FOO',
      decimals: 2,
    });
  });

  it('uses the origin’s metadata for an IBC voucher when the chain keeps it under the base denom', async () => {
    hub.ledger.metadata.set('uosmo', {
      base: 'uosmo',
      display: 'osmo',
      name: 'Osmosis',
      symbol: 'OSMO',
      exponent: 6,
    });
    try {
      expect(await family.tokenInfo!('cosmos', OSMO)).toMatchObject({
        name: 'Osmosis via IBC transfer/channel-141',
        decimals: 6,
      });
    } finally {
      hub.ledger.metadata.delete('uosmo');
    }
  });

  it('refuses a denom the chain does not know, an unknown IBC hash, a malformed denom, and THORChain', async () => {
    await expect(family.tokenInfo!('cosmos', 'unosuch')).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: COSMOS_ERRORS.unknownDenom('unosuch'),
    });
    const unknownIbc = `ibc/${'AB'.repeat(32)}`;
    await expect(family.tokenInfo!('cosmos', unknownIbc)).rejects.toMatchObject({
      message: COSMOS_ERRORS.unknownDenom(unknownIbc),
    });
    await expect(family.tokenInfo!('cosmos', '1bad')).rejects.toMatchObject({
      message: COSMOS_ERRORS.badDenom,
    });
    const thorFamily = createCosmosWalletFamily({
      network: 'local',
      local: { thorchain: { rpcUrl: hub.url, midgardUrl: hub.url, thornodeUrl: hub.url } },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
    await expect(thorFamily.tokenInfo!('thorchain', OSMO)).rejects.toMatchObject({
      message: COSMOS_ERRORS.noTokens,
    });
  });

  it('shows the token balance, and on the ATOM page the denoms held besides', async () => {
    expect((await family.snapshot(osmo())).balance).toBe(7_000_000n);
    const atom = await family.snapshot(coin());
    expect(atom.balance).toBe(50_000_000n);
    expect(atom.notices).toEqual([COSMOS_ERRORS.heldDenoms([OSMO])]);
  });

  it('sends the token: the ledger moves it, the fee is paid in ATOM, history shows it', async () => {
    const prepared = await family.prepare(
      osmo(),
      send({ amount: 2_500_000n, memo: { kind: 'text', value: 'osmo' } }),
    );
    expect(prepared.intent).toMatchObject({ denom: OSMO, amount: '2500000', to: BOB });
    expect(prepared.quote.feeUnit).toBe('ATOM');
    const hash = await submit(osmo(), prepared);
    const tx = hub.ledger.txs.find((x) => x.hash === hash.toUpperCase())!;
    expect(tx).toMatchObject({ code: 0, denom: OSMO, amount: 2_500_000n, memo: 'osmo' });
    expect(hub.ledger.balanceOf(ME, OSMO)).toBe(4_500_000n);
    expect(hub.ledger.balanceOf(BOB, OSMO)).toBe(2_500_000n);
    expect(hub.ledger.balanceOf(ME, 'uatom')).toBe(50_000_000n - prepared.quote.fee);

    for (const f of [family, nodeOnly]) {
      const h = (await f.snapshot(osmo())).history;
      expect(h).toHaveLength(1);
      expect(h[0]).toMatchObject({ hash, amount: '-2500000', from: ME, to: BOB, status: 'success' });
      // the fee is ATOM's: not shown in the token's units
      expect(h[0]!.fee).toBeUndefined();
      // and the token send is not an ATOM movement
      expect((await f.snapshot(coin())).history.some((i) => i.hash === hash)).toBe(false);
    }
    // the receiver's side shows it as received
    const bobs = await family.snapshot(
      coin({ address: BOB, path: "m/44'/118'/0'/0/1", contractAddress: OSMO }),
    );
    expect(bobs.balance).toBe(2_500_000n);
    expect(bobs.history[0]).toMatchObject({ hash, amount: '2500000', from: ME, to: BOB });
  });

  it('sends all of the token, and refuses more than held or a fee ATOM does not cover', async () => {
    const all = await family.prepare(osmo(), send({ sendAll: true }));
    expect(all.quote.amount).toBe(4_500_000n);
    await expect(family.prepare(osmo(), send({ amount: 4_500_001n }))).rejects.toMatchObject({
      message: COSMOS_ERRORS.tokenTooLittle,
    });
    hub.fundToken(addr(5), OSMO, 10n);
    hub.fund(addr(5), 1n);
    await expect(
      family.prepare(coin({ address: addr(5), contractAddress: OSMO }), send({ amount: 5n })),
    ).rejects.toMatchObject({ message: COSMOS_ERRORS.feeTooLittle });
  });
});
