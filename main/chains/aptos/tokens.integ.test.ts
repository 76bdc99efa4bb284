// Aptos tokens (issue 37) against the fixture node of test/aptos: a fungible asset (its
// 0x1::fungible_asset::Metadata object) and a legacy coin (its CoinInfo<T>), read and checked
// on chain through the node REST API, sent with primary_fungible_store::transfer and
// aptos_account::transfer_coins<T>, each signed by the real signer process (through the test
// app) and submitted as BCS; the node verifies the signature, and its per-token ledger must move
// exactly what was approved while the gas comes out of APT.
import { Account } from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startAptosNode, type AptosNode } from '../../../test/aptos/aptosNode';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { APTOS_ERRORS } from './constants';
import { createAptosWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const pathOf = (i: number) => `m/44'/637'/${i}'/0'/0'`;
const accountOf = (i: number) => Account.fromDerivationPath({ path: pathOf(i), mnemonic: PHRASE });
const ME = accountOf(0).accountAddress.toStringLong();
const BOB = accountOf(1).accountAddress.toStringLong();
const APT = (n: number) => BigInt(Math.round(n * 1e8));
/** mainnet's native USDC metadata object */
const USDC = '0xbae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b';
const MOON_SHORT = '0xab::moon::MoonCoin';
const MOON = `0x${'ab'.padStart(64, '0')}::moon::MoonCoin`;

let node: AptosNode;
let family: WalletFamily;
let t: TestApp;
let walletId: string;

const coin = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'aptos',
  symbol: 'APT',
  decimals: 8,
  address: ME,
  path: pathOf(0),
  publicKey: accountOf(0).publicKey.toString().slice(2),
  ...over,
});
const usdc = (over: Partial<CoinRef> = {}) =>
  coin({ symbol: 'USDC', decimals: 6, contractAddress: USDC, ...over });
const moon = (over: Partial<CoinRef> = {}) =>
  coin({ symbol: 'MOON', decimals: 4, contractAddress: MOON, ...over });
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Normal',
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
  node = await startAptosNode();
  node.fund(ME, APT(2));
  expect(node.registerFa(USDC, 'USD Coin', 'USDC', 6)).toBe(USDC);
  expect(node.registerCoin(MOON_SHORT, 'Moon Coin', 'MOON', 4)).toBe(MOON);
  node.fundToken(ME, USDC, 25_000_000n);
  node.fundToken(ME, MOON, 900_000n);
  family = createAptosWalletFamily({
    network: 'local',
    local: { nodeUrl: node.url, indexerUrl: `${node.url}/graphql` },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { aptos: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Aptos tokens against the fixture node', () => {
  it('reads a fungible asset’s Metadata and a coin’s CoinInfo<T>, in canonical form', async () => {
    expect(await family.tokenInfo!('aptos', USDC.toUpperCase().replace('0X', '0x'))).toEqual({
      contractAddress: USDC,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    });
    expect(await family.tokenInfo!('aptos', `0x00ab::moon::MoonCoin`)).toEqual({
      contractAddress: MOON,
      name: 'Moon Coin',
      symbol: 'MOON',
      decimals: 4,
    });
  });

  it('refuses what the chain does not know, and APT’s own coin type', async () => {
    await expect(family.tokenInfo!('aptos', `0x${'12'.repeat(32)}`)).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: APTOS_ERRORS.unknownToken(`0x${'12'.repeat(32)}`),
    });
    // an account that exists but publishes no such coin
    await expect(family.tokenInfo!('aptos', `${ME}::moon::MoonCoin`)).rejects.toMatchObject({
      code: 'BAD_INPUT',
    });
    await expect(family.tokenInfo!('aptos', '0x1::aptos_coin::AptosCoin')).rejects.toMatchObject({
      message: APTOS_ERRORS.badToken,
    });
  });

  it('token balances through the views, APT apart; the home list reads all three', async () => {
    expect((await family.snapshot(usdc())).balance).toBe(25_000_000n);
    expect((await family.snapshot(moon())).balance).toBe(900_000n);
    const coins = [coin(), usdc(), moon()];
    const all = await family.balances!(coins);
    expect(coins.map((c) => all.get(c))).toEqual([APT(2), 25_000_000n, 900_000n]);
  });

  it('sends USDC with primary_fungible_store::transfer: the token moves, the gas is APT', async () => {
    const p = await family.prepare(usdc(), send({ amount: 4_250_000n }));
    expect(p.intent).toMatchObject({ amount: '4250000', token: { standard: 'fa', metadata: USDC } });
    expect(p.quote.amount).toBe(4_250_000n);
    // BOB has no account yet: the transfer creates it, the gas says so
    expect(p.quote.fee).toBe(504n * 100n);
    const hash = await submit(usdc(), p);
    expect(node.tokenBalance(BOB, USDC)).toBe(4_250_000n);
    expect(node.tokenBalance(ME, USDC)).toBe(20_750_000n);
    expect(node.balance(ME)).toBe(APT(2) - 504n * 100n);
    const tx = node.ledger.byHash(hash)!;
    expect(tx).toMatchObject({
      success: true,
      payload: {
        function: '0x1::primary_fungible_store::transfer',
        type_arguments: ['0x1::fungible_asset::Metadata'],
        arguments: [{ inner: USDC }, BOB, '4250000'],
      },
    });
    // the token's history lists the send, without APT's fee, above the mint that funded the
    // wallet (a Deposit the indexer pointed at); APT's lists the gas it paid
    const history = (await family.snapshot(usdc())).history;
    expect(history.map((h) => h.amount)).toEqual(['-4250000', '25000000']);
    expect(history[0]).toEqual(expect.objectContaining({ hash, amount: '-4250000', to: BOB }));
    expect(history[0]).not.toHaveProperty('fee');
    // and the receiver's side: a fungible asset's deposit, read from the transaction's own
    // Deposit event into BOB's primary store
    const bobs = (await family.snapshot(usdc({ address: BOB, path: pathOf(1) }))).history;
    expect(bobs).toEqual([expect.objectContaining({ hash, amount: '4250000', from: ME, to: BOB })]);
    const aptRow = (await family.snapshot(coin())).history.find((h) => h.hash === hash);
    expect(aptRow).toMatchObject({ amount: '0', fee: '50400' });
  });

  it('sends MOON with aptos_account::transfer_coins<T>: both sides’ coin history show it', async () => {
    const p = await family.prepare(moon(), send({ amount: 150_000n }));
    expect(p.intent).toMatchObject({ token: { standard: 'coin', coinType: MOON } });
    const hash = await submit(moon(), p);
    expect(node.tokenBalance(BOB, MOON)).toBe(150_000n);
    expect(node.tokenBalance(ME, MOON)).toBe(750_000n);
    expect(node.ledger.byHash(hash)).toMatchObject({
      payload: { function: '0x1::aptos_account::transfer_coins', type_arguments: [MOON] },
    });
    const mine = (await family.snapshot(moon())).history;
    expect(mine.map((h) => h.amount)).toEqual(['-150000', '900000']);
    const bobs = (await family.snapshot(moon({ address: BOB, path: pathOf(1) }))).history;
    expect(bobs).toEqual([expect.objectContaining({ hash, amount: '150000', from: ME, to: BOB })]);
  });

  it('a fungible asset’s deposits need the indexer to be found, and only the node says what moved', async () => {
    const bob = usdc({ address: BOB, path: pathOf(1) });
    const honest = (await family.snapshot(bob)).history;
    expect(honest).toHaveLength(1);
    // a hostile indexer points at versions where BOB's store got nothing (the MOON send; the
    // USDC mint, a Deposit into the wallet's store, not BOB's): the node's events say so
    const moonSend = node.ledger.txs.find(
      (x) => (x.payload as { function?: string }).function === '0x1::aptos_account::transfer_coins',
    )!;
    const usdcMint = node.ledger.txs.find(
      (x) => (x.payload as { function?: string }).function === '0x1::primary_fungible_store::mint',
    )!;
    node.lie((path, body) =>
      path === '/graphql'
        ? {
            data: {
              fungible_asset_activities: [
                ...(body as { data: { fungible_asset_activities: unknown[] } }).data
                  .fungible_asset_activities,
                { transaction_version: Number(moonSend.version) },
                { transaction_version: Number(usdcMint.version) },
              ],
            },
          }
        : undefined,
    );
    try {
      expect((await family.snapshot(bob)).history).toEqual(honest);
    } finally {
      node.lie(null);
    }
    // without an indexer the node cannot list them: the rows are the wallet's own sends only
    const noIndexer = createAptosWalletFamily({
      network: 'local',
      local: { nodeUrl: node.url },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
    expect((await noIndexer.snapshot(bob)).history).toEqual([]);
    expect((await noIndexer.snapshot(usdc())).history.map((h) => h.amount)).toEqual(['-4250000']);
  });

  it('send-all moves the whole token balance; too much of it is said before any simulation', async () => {
    await expect(family.prepare(usdc(), send({ amount: 20_750_001n }))).rejects.toMatchObject({
      code: 'RULE',
      message: APTOS_ERRORS.tokenTooLittle('20.75', 'USDC'),
    });
    const all = await family.prepare(usdc(), send({ sendAll: true }));
    expect(all.quote.amount).toBe(20_750_000n);
    await submit(usdc(), all);
    expect(node.tokenBalance(ME, USDC)).toBe(0n);
    expect(node.tokenBalance(BOB, USDC)).toBe(25_000_000n);
  });

  it('a token send without APT for its gas fails its simulation, in spec §5’s words', async () => {
    const poor = accountOf(3).accountAddress.toStringLong();
    node.fund(poor, 100n);
    node.fundToken(poor, MOON, 10n);
    const c = moon({ address: poor, path: pathOf(3), publicKey: accountOf(3).publicKey.toString().slice(2) });
    await expect(family.prepare(c, send({ amount: 5n }))).rejects.toMatchObject({
      code: 'RULE',
      message: APTOS_ERRORS.simulationFailed,
    });
  });
});
