// Tezos tokens (issue 37) against the fixture node and TzKT of test/tezos: an FA1.2 contract
// (tzBTC) and an FA2 token (USDt, token 0) indexed by TzKT's token API in its wire format, read
// and checked through it, sent by a `transfer` call the family builds as Micheline and forges,
// signed by the real signer process (through the test app) and injected; the fixture verifies
// the signature with @taquito/utils, runs the contract's transfer on its token ledger, and both
// balances must move by exactly the approved amount while the fees and storage come out of XTZ.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { ABANDON, tezosAccount, tezosPathOf } from '../../../test/tezos/accounts';
import { CONSTANTS } from '../../../test/tezos/ledger';
import { NEW_HOLDER_BYTES } from '../../../test/tezos/tokenLedger';
import { startTezosNode, type TezosNode } from '../../../test/tezos/tezosNode';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { TEZOS_ERRORS } from './constants';
import { createTezosWalletFamily } from './walletFamily';

const ME = tezosAccount(0).address;
const BOB = tezosAccount(1).address;
const MALLORY = tezosAccount(2).address;
/** mainnet's tzBTC (FA1.2) and USDt (FA2, token 0) */
const TZBTC = 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn';
const USDT = 'KT1XnTn74bUtxHfDtBmm2bGZAQfhPbvKWR8o';
const USDT0 = `${USDT}:0`;
const XTZ = (n: number) => BigInt(Math.round(n * 1e6));
const BURN_PER_HOLDER = NEW_HOLDER_BYTES * BigInt(CONSTANTS.cost_per_byte);

let node: TezosNode;
let family: WalletFamily;
let t: TestApp;
let walletId: string;

const coin = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'tezos',
  symbol: 'XTZ',
  decimals: 6,
  address: ME,
  path: tezosPathOf(0),
  publicKey: tezosAccount(0).publicKey,
  ...over,
});
const tzbtc = () => coin({ symbol: 'tzBTC', decimals: 8, contractAddress: TZBTC });
const usdt = () => coin({ symbol: 'USDt', decimals: 6, contractAddress: USDT0 });
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

const sign = (c: CoinRef, prepared: Prepared) =>
  t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: c.path,
  });

async function submit(c: CoinRef, prepared: Prepared): Promise<string> {
  const { signed } = await sign(c, prepared);
  return (await family.broadcast(c, signed)).hash;
}

beforeAll(async () => {
  node = await startTezosNode();
  node.fund(ME, XTZ(20));
  expect(
    node.registerToken({
      contract: TZBTC,
      standard: 'fa1.2',
      tokenId: 0n,
      name: 'tzBTC',
      symbol: 'tzBTC',
      decimals: 8,
    }),
  ).toBe(TZBTC);
  expect(
    node.registerToken({
      contract: USDT,
      standard: 'fa2',
      tokenId: 0n,
      name: 'Tether USD',
      symbol: 'USDt',
      decimals: 6,
    }),
  ).toBe(USDT0);
  node.fundToken(ME, TZBTC, 150_000_000n);
  node.fundToken(ME, USDT0, 42_500_000n);
  family = createTezosWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { tezos: family }, confirm: { intervalMs: 50, tries: 20 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: ABANDON,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
}, 60_000);

afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Tezos FA1.2 and FA2 tokens on the fixture node and TzKT', () => {
  it('a custom token is checked on TzKT: standard, token id and metadata decide', async () => {
    expect(await family.tokenInfo!('tezos', ` ${TZBTC} `)).toEqual({
      contractAddress: TZBTC,
      name: 'tzBTC',
      symbol: 'tzBTC',
      decimals: 8,
    });
    // an FA2 contract named alone is its token 0, and says so in its canonical form
    const usdtInfo = { contractAddress: USDT0, name: 'Tether USD', symbol: 'USDt', decimals: 6 };
    expect(await family.tokenInfo!('tezos', USDT)).toEqual(usdtInfo);
    expect(await family.tokenInfo!('tezos', USDT0)).toEqual(usdtInfo);
    expect(node.requests().some((r) => r.path === `/v1/tokens?contract=${USDT}&tokenId=0&limit=2`)).toBe(
      true,
    );
    await expect(family.tokenInfo!('tezos', `${USDT}:7`)).rejects.toThrow(
      TEZOS_ERRORS.unknownToken(`${USDT}:7`),
    );
    // an FA1.2 contract has no token ids
    await expect(family.tokenInfo!('tezos', `${TZBTC}:0`)).rejects.toThrow(
      TEZOS_ERRORS.unknownToken(`${TZBTC}:0`),
    );
    await expect(family.tokenInfo!('tezos', 'KT1BEqzn5Wx8uJrZNvuS9DVHmLvG9td3fDLi')).rejects.toThrow(
      /knows no/,
    );
    // a checksum typo never reaches TzKT
    await expect(family.tokenInfo!('tezos', 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitm')).rejects.toThrow(
      TEZOS_ERRORS.badToken,
    );
  });

  it('balances from TzKT tokens/balances; the XTZ page names the tokens held', async () => {
    const got = await family.balances!([coin(), tzbtc(), usdt()]);
    expect([...got.values()]).toEqual([XTZ(20), 150_000_000n, 42_500_000n]);
    // both tokens of the account in one TzKT request
    const asked = node.requests().filter((r) => r.path.startsWith('/v1/tokens/balances'));
    expect(asked).toHaveLength(1);
    const q = new URL(asked[0]!.path, 'http://x').searchParams;
    expect(q.get('account')).toBe(ME);
    expect(q.get('token.contract.in')).toBe(`${TZBTC},${USDT}`);
    expect((await family.snapshot(usdt())).balance).toBe(42_500_000n);
    const xtz = await family.snapshot(coin());
    expect(xtz.notices).toEqual([TEZOS_ERRORS.heldTokens(`1.5 tzBTC (${TZBTC}), 42.5 USDt (${USDT0})`)]);
  });

  it('sends 0.4 tzBTC (FA1.2): transfer called with no tez; the ledger moves it; fees and storage in XTZ', async () => {
    const amount = 40_000_000n;
    const q = await family.quote(tzbtc(), send({ amount }));
    expect(q.amount).toBe(amount);
    expect(q.feeUnit).toBe('XTZ');
    const prepared = await family.prepare(tzbtc(), send({ amount }));
    expect(prepared.intent).toMatchObject({
      family: 'tezos',
      to: BOB,
      amount: '40000000',
      token: { standard: 'fa1.2', contract: TZBTC },
      reveal: true,
    });
    const xtzBefore = node.balance(ME);
    const hash = await submit(tzbtc(), prepared);
    expect(node.injections().at(-1)).toEqual({ hash });
    expect(node.tokenBalance(ME, TZBTC)).toBe(110_000_000n);
    expect(node.tokenBalance(BOB, TZBTC)).toBe(amount);
    // Bob is a new holder: his ledger entry's storage is burnt, within the quote's fee
    const paid = xtzBefore - node.balance(ME);
    expect(paid).toBeGreaterThanOrEqual(BURN_PER_HOLDER);
    expect(paid).toBeLessThanOrEqual(prepared.quote.fee);
    expect(await family.status(tzbtc(), hash)).toBe('confirmed');
    const history = await family.snapshot(tzbtc());
    expect(history.balance).toBe(110_000_000n);
    expect(history.history[0]).toMatchObject({
      hash,
      amount: '-40000000',
      status: 'success',
      from: ME,
      to: BOB,
      contractAddress: TZBTC,
    });
    // TzKT's fee of the transaction (baker fee + storage burnt); the reveal is its own operation
    const fee = BigInt(history.history[0]!.fee!);
    expect(fee).toBeGreaterThan(BURN_PER_HOLDER);
    expect(fee).toBeLessThan(paid);
    // the mint that funded the account shows as received
    expect(history.history[1]).toMatchObject({ amount: '150000000', from: '', to: ME });
  });

  it('sends 2.5 USDt (FA2, token 0) and the whole rest: one transfer each, the ledger moves exactly that', async () => {
    const prepared = await family.prepare(usdt(), send({ amount: 2_500_000n }));
    expect(prepared.intent).toMatchObject({ token: { standard: 'fa2', contract: USDT, tokenId: '0' } });
    expect(prepared.intent).not.toHaveProperty('reveal');
    await submit(usdt(), prepared);
    expect(node.tokenBalance(BOB, USDT0)).toBe(2_500_000n);
    const all = await family.prepare(usdt(), send({ sendAll: true }));
    expect(all.quote).toMatchObject({ amount: 40_000_000n, isMax: true });
    await submit(usdt(), all);
    expect(node.tokenBalance(ME, USDT0)).toBe(0n);
    expect(node.tokenBalance(BOB, USDT0)).toBe(42_500_000n);
    const h = (await family.snapshot(usdt())).history;
    expect(h.map((i) => i.amount)).toEqual(['-40000000', '-2500000', '42500000']);
  });

  it('refuses more than the token balance in words, and a send without XTZ for the fee', async () => {
    await expect(family.quote(tzbtc(), send({ amount: 110_000_001n }))).rejects.toThrow(
      TEZOS_ERRORS.tokenTooLittle('1.1', 'tzBTC'),
    );
    await expect(family.quote(usdt(), send({ sendAll: true }))).rejects.toThrow(
      TEZOS_ERRORS.tokenTooLittle('0', 'USDt'),
    );
    // Mallory holds tzBTC but no XTZ to pay the fee with
    node.fund(MALLORY, 1n);
    node.fundToken(MALLORY, TZBTC, 5n);
    const mallory = coin({
      ...tzbtc(),
      address: MALLORY,
      path: tezosPathOf(2),
      publicKey: tezosAccount(2).publicKey,
    });
    await expect(family.quote(mallory, send({ amount: 5n }))).rejects.toThrow();
  });
});

describe('a hostile main against the real signer process: token transfers', () => {
  const refused = (c: CoinRef, prepared: Prepared) =>
    sign(c, prepared).then(
      () => 'signed',
      (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
    );

  it('another recipient in the Micheline, another token, or tez along: refused, nothing injected', async () => {
    const injected = node.injections().length;
    const honest = await family.prepare(tzbtc(), send({ amount: 1_000n }));
    const toMallory = await family.prepare(tzbtc(), send({ to: MALLORY, amount: 1_000n }));
    expect(await refused(tzbtc(), { ...honest, unsigned: toMallory.unsigned })).toBe('INTENT_MISMATCH: to');
    // the FA2 call's bytes under the tzBTC intent
    node.fundToken(ME, USDT0, 1_000n);
    const other = await family.prepare(usdt(), send({ amount: 1_000n }));
    expect(await refused(tzbtc(), { ...honest, unsigned: other.unsigned })).toBe('INTENT_MISMATCH: contract');
    // the intent says FA2 token 1 of the same contract: the bytes move token 0
    const token1: SignIntentOf<'tezos'> = {
      ...(other.intent as SignIntentOf<'tezos'>),
      token: { standard: 'fa2', contract: USDT, tokenId: '1' },
    };
    expect(await refused(usdt(), { ...other, intent: token1 })).toBe('INTENT_MISMATCH: token_id');
    expect(node.injections().length).toBe(injected);
    expect(await refused(tzbtc(), honest)).toBe('signed');
  });
});
