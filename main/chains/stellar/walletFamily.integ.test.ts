// The Stellar family against the fixture Horizon (test/stellar), in Horizon's wire format and
// with a ledger: every envelope is built by the family, signed by the real signer process
// (signer/chains/stellar, through the test app's signTransfer) and submitted; the ledger checks
// the signature with stellar-base and must then hold exactly what the quote said.
import { Keypair } from '@stellar/stellar-base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'micro-key-producer/slip10.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startHorizon, type HorizonFixture } from '../../../test/stellar/horizon';
import { createHttp } from '../../net/http';
import type { CoinRef, CoinSnapshot, Prepared, QuoteParams, WalletFamily } from '../family';
import { STELLAR_ERRORS } from './constants';
import { createStellarWalletFamily } from './walletFamily';

/** the part of the balance the snapshot marks as held back (the account reserve) */
const reserveOf = (s: CoinSnapshot) => s.apart?.find((a) => a.unspendable)?.amount;

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const pathOf = (i: number) => `m/44'/148'/${i}'`;
const addressOf = (i: number) =>
  Keypair.fromRawEd25519Seed(
    Buffer.from(HDKey.fromMasterSeed(seed).derive(pathOf(i)).privateKey),
  ).publicKey();
const ME = addressOf(0);
const BOB = addressOf(1);
const CAROL = addressOf(2);
const ISSUER = Keypair.random().publicKey();
const GATED = Keypair.random().publicKey();
const USDC = `USDC:${ISSUER}`;
const EURT = `EURT:${GATED}`;
const XLM = (n: number) => BigInt(Math.round(n * 1e7));

let horizon: HorizonFixture;
let family: WalletFamily;
let t: TestApp;
let walletId: string;

const coin = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'stellar',
  symbol: 'XLM',
  decimals: 7,
  address: ME,
  path: pathOf(0),
  ...over,
});
const usdcCoin = (over: Partial<CoinRef> = {}) => coin({ symbol: 'USDC', contractAddress: USDC, ...over });
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Normal',
  ...over,
});

async function sign(c: CoinRef, prepared: Prepared): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: c.path,
  });
  return signed;
}
const submit = async (c: CoinRef, prepared: Prepared) =>
  (await family.broadcast(c, await sign(c, prepared))).hash;
const line = (id: string, asset: string) => horizon.ledger.accounts.get(id)?.lines.get(asset);

beforeAll(async () => {
  horizon = await startHorizon();
  horizon.fund(ME, XLM(100));
  horizon.fund(ISSUER, XLM(10));
  horizon.ledger.fund(GATED, XLM(10)).authRequired = true;
  family = createStellarWalletFamily({
    network: 'local',
    local: { horizonUrl: horizon.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { stellar: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const cat = await t.app.dispatch('coins.catalogue', { query: 'XLM' });
  if (!cat.ok) throw new Error(cat.error.message);
  const entry = (
    cat.value as { entries: { id: string; chainName: string; type: string; inWallet: boolean }[] }
  ).entries.find((e) => e.chainName === 'stellar' && e.type === 'coin')!;
  if (!entry.inWallet) await t.app.dispatch('coins.toggle', { id: entry.id });
  const list = await t.app.dispatch('coins.list', {});
  if (!list.ok) throw new Error(list.error.message);
  const xlmCoin = (
    list.value as { coins: { chainName: string; type: string; address: string }[] }
  ).coins.find((c) => c.chainName === 'stellar' && c.type === 'coin')!;
  // the signer derives the same address the test funds (SEP-0005)
  expect(xlmCoin.address).toBe(ME);
});
afterAll(async () => {
  await t?.dispose();
  await horizon?.close();
});

describe('Stellar sends against the fixture Horizon', () => {
  it('the balance shows the 1 XLM account reserve apart', async () => {
    const snap = await family.snapshot(coin());
    expect(snap.balance).toBe(XLM(100));
    expect(reserveOf(snap)).toBe(XLM(1));
  });

  it('refuses opening a new account below its minimum balance, with the amount named', async () => {
    await expect(family.quote(coin(), send({ amount: XLM(0.5) }))).rejects.toMatchObject({
      code: 'RULE',
      message: STELLAR_ERRORS.newAccountMinimum('1'),
    });
  });

  it('a new destination gets createAccount; exactly the amount and the quoted fee leave', async () => {
    const prepared = await family.prepare(coin(), send({ amount: XLM(2) }));
    expect(prepared.quote.fee).toBe(100n);
    expect(prepared.intent).toMatchObject({
      family: 'stellar',
      createsAccount: true,
      to: BOB,
      amount: '20000000',
      feeCap: '100',
    });
    const before = horizon.balance(ME);
    const hash = await submit(coin(), prepared);
    expect(horizon.balance(BOB)).toBe(XLM(2));
    expect(horizon.balance(ME)).toBe(before - XLM(2) - 100n);
    expect(await family.status(coin(), hash)).toBe('confirmed');
    // history shows the send with the fee the transaction charged
    const item = (await family.snapshot(coin())).history.find((h) => h.hash === hash);
    expect(item).toMatchObject({ amount: (-XLM(2)).toString(), fee: '100' });
  });

  it('XLM with a memo to an existing account: a payment carrying the memo text', async () => {
    const prepared = await family.prepare(
      coin(),
      send({ amount: XLM(1.5), memo: { kind: 'text', value: 'invoice 42' } }),
    );
    expect(prepared.intent).toMatchObject({ memo: { kind: 'text', value: 'invoice 42' } });
    expect(prepared.intent).not.toHaveProperty('createsAccount');
    const hash = await submit(coin(), prepared);
    expect(horizon.balance(BOB)).toBe(XLM(3.5));
    const tx = horizon.ledger.txs.find((x) => x.hash === hash)!;
    expect([tx.memoType, tx.memo]).toEqual(['text', 'invoice 42']);
  });

  it('memo id and memo hash reach the ledger; a text over 28 bytes is refused; an empty one is dropped', async () => {
    let hash = await submit(
      coin(),
      await family.prepare(
        coin(),
        send({ amount: 1n, memo: { kind: 'tag', value: '18446744073709551615' } }),
      ),
    );
    expect(horizon.ledger.txs.find((x) => x.hash === hash)).toMatchObject({
      memoType: 'id',
      memo: '18446744073709551615',
    });
    const h = 'ab'.repeat(32);
    hash = await submit(
      coin(),
      await family.prepare(coin(), send({ amount: 1n, memo: { kind: 'text', value: h } })),
    );
    expect(horizon.ledger.txs.find((x) => x.hash === hash)).toMatchObject({
      memoType: 'hash',
      memo: Buffer.from(h, 'hex').toString('base64'),
    });
    await expect(
      family.quote(coin(), send({ amount: 1n, memo: { kind: 'text', value: 'é'.repeat(15) } })),
    ).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: STELLAR_ERRORS.memoTooLong,
    });
    // 28 bytes exactly is fine
    await expect(
      family.quote(coin(), send({ amount: 1n, memo: { kind: 'text', value: 'é'.repeat(14) } })),
    ).resolves.toBeTruthy();
    const blank = await family.prepare(coin(), send({ amount: 1n, memo: { kind: 'text', value: '   ' } }));
    expect(blank.intent).not.toHaveProperty('memo');
    await expect(
      family.quote(coin(), send({ amount: 1n, memo: { kind: 'tag', value: '18446744073709551616' } })),
    ).rejects.toMatchObject({
      message: STELLAR_ERRORS.memoId,
    });
  });

  it('send-all keeps the reserve: what can be spent minus the fee', async () => {
    horizon.fund(CAROL, XLM(3));
    const carol = coin({ address: CAROL, path: pathOf(2) });
    const prepared = await family.prepare(carol, send({ to: ME, sendAll: true }));
    expect(prepared.quote.isMax).toBe(true);
    expect(prepared.quote.amount).toBe(XLM(2) - 100n);
    await submit(carol, prepared);
    expect(horizon.balance(CAROL)).toBe(XLM(1));
    await expect(family.quote(carol, send({ to: ME, amount: 1n }))).rejects.toMatchObject({
      message: STELLAR_ERRORS.spendable('0'),
    });
  });

  it('adding USDC opens its trustline: 0.5 XLM more reserve, one subentry', async () => {
    const trust = await family.trustlines!.prepare(coin(), USDC, 'trust');
    expect(trust.reserve).toBe(XLM(0.5));
    expect(trust.intent).toMatchObject({
      kind: 'trust',
      to: ME,
      amount: '0',
      asset: { code: 'USDC', issuer: ISSUER },
    });
    await submit(coin(), trust);
    expect(line(ME, USDC)).toMatchObject({ balance: 0n, authorized: true });
    expect(reserveOf(await family.snapshot(coin()))).toBe(XLM(1.5));
    expect(await family.trustlines!.state(coin(), USDC)).toEqual({
      exists: true,
      authorized: true,
      balance: 0n,
    });
    horizon.ledger.credit(ME, USDC, XLM(50));
    expect((await family.snapshot(usdcCoin())).balance).toBe(XLM(50));
  });

  it('a token to an account without the trustline is refused clearly; to a new account too', async () => {
    await expect(family.quote(usdcCoin(), send({ amount: XLM(1) }))).rejects.toMatchObject({
      code: 'RULE',
      message: STELLAR_ERRORS.noTrust('USDC'),
    });
    await expect(family.quote(usdcCoin(), send({ to: addressOf(9), amount: XLM(1) }))).rejects.toMatchObject({
      message: STELLAR_ERRORS.tokenToNewAccount('USDC'),
    });
  });

  it('USDC to a trusting account: the token moves, XLM pays only the fee', async () => {
    horizon.ledger.trust(BOB, USDC);
    const prepared = await family.prepare(
      usdcCoin(),
      send({ amount: XLM(7), memo: { kind: 'text', value: 'thanks' } }),
    );
    expect(prepared.intent).toMatchObject({ asset: { code: 'USDC', issuer: ISSUER }, amount: '70000000' });
    const before = horizon.balance(ME);
    await submit(usdcCoin(), prepared);
    expect(line(BOB, USDC)?.balance).toBe(XLM(7));
    expect(line(ME, USDC)?.balance).toBe(XLM(43));
    expect(horizon.balance(ME)).toBe(before - 100n);
    const hist = (await family.snapshot(usdcCoin())).history;
    expect(hist[0]).toMatchObject({ amount: '-70000000', status: 'success', to: BOB, contractAddress: USDC });
  });

  it("'You are not authorized' when the issuer has not authorized the trustline", async () => {
    await submit(coin(), await family.trustlines!.prepare(coin(), EURT, 'trust'));
    expect(line(ME, EURT)?.authorized).toBe(false);
    await expect(
      family.quote(coin({ symbol: 'EURT', contractAddress: EURT }), send({ amount: 0n })),
    ).rejects.toMatchObject({ code: 'RULE', message: 'You are not authorized' });
  });

  it('removing a trustline needs a zero balance, then frees its reserve', async () => {
    await expect(family.trustlines!.prepare(coin(), USDC, 'untrust')).rejects.toMatchObject({
      message: STELLAR_ERRORS.untrustBalance('USDC'),
    });
    const before = reserveOf(await family.snapshot(coin()))!;
    await submit(coin(), await family.trustlines!.prepare(coin(), EURT, 'untrust'));
    expect(line(ME, EURT)).toBeUndefined();
    expect(reserveOf(await family.snapshot(coin()))).toBe(before - XLM(0.5));
  });

  it('Horizon result codes become clear messages: tx_bad_seq, op_underfunded, op_no_trust', async () => {
    const a = await family.prepare(coin(), send({ amount: XLM(1) }));
    const b = await family.prepare(coin(), send({ amount: XLM(1) }));
    await submit(coin(), a);
    await expect(submit(coin(), b)).rejects.toMatchObject({
      code: 'RULE',
      message: expect.stringContaining('(tx_bad_seq)'),
    });

    const drained = await family.prepare(coin(), send({ amount: XLM(5) }));
    const signed = await sign(coin(), drained);
    const me = horizon.ledger.accounts.get(ME)!;
    const kept = me.balance;
    me.balance = XLM(3);
    await expect(family.broadcast(coin(), signed)).rejects.toMatchObject({
      message: 'Not enough balance for this payment and the account reserve (op_underfunded)',
    });
    me.balance = kept - 100n;

    const toBob = await family.prepare(usdcCoin(), send({ amount: XLM(1) }));
    const s2 = await sign(usdcCoin(), toBob);
    const bob = horizon.ledger.accounts.get(BOB)!;
    bob.lines.delete(USDC);
    bob.subentries--;
    await expect(family.broadcast(usdcCoin(), s2)).rejects.toMatchObject({
      message: 'The recipient does not trust this asset (op_no_trust)',
    });
    // the failed transaction is in the ledger, FAIL in the history
    const hist = (await family.snapshot(coin())).history;
    expect(hist.length).toBeGreaterThan(3);
  });

  it('reads history with limit 20, desc, failed included; submits form-encoded', () => {
    const reqs = horizon.requests();
    const ops = reqs.find((r) => r.path === `/accounts/${ME}/operations`)!;
    expect(new URLSearchParams(ops.query).get('limit')).toBe('20');
    expect(new URLSearchParams(ops.query).get('order')).toBe('desc');
    expect(reqs.some((r) => r.path === `/accounts/${ME}/transactions`)).toBe(true);
    const post = reqs.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/transactions');
    expect(new URLSearchParams(post.body).get('tx')).toMatch(/^AAAAAg/);
  });
});

describe('Trustlines through the app (tokens.trustQuote / tokens.trustSubmit)', () => {
  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const r = await t.app.dispatch(name as never, input as never);
    if (!r.ok) throw new Error(r.error.message);
    return r.value as T;
  };

  it('a custom asset added by CODE:ISSUER is offered its trustline with the reserve; opening and closing it go through the signer', async () => {
    const { coinId } = await call<{ coinId: string }>('coins.addToken', {
      chainName: 'stellar',
      contractAddress: `XYZ:${ISSUER}`,
    });
    const offer = await call<Record<string, unknown>>('tokens.trustQuote', { coinId, action: 'trust' });
    expect(offer).toMatchObject({
      supported: true,
      exists: false,
      possible: true,
      reserve: '0.5',
      fee: '0.00001',
      feeSymbol: 'XLM',
      symbol: 'XYZ',
    });
    await call('tokens.trustSubmit', { coinId, action: 'trust', approvedFee: '0.00001' });
    expect(line(ME, `XYZ:${ISSUER}`)).toMatchObject({ balance: 0n, authorized: true });
    expect(await call('tokens.trustQuote', { coinId, action: 'trust' })).toMatchObject({
      exists: true,
      possible: false,
    });

    horizon.ledger.credit(ME, `XYZ:${ISSUER}`, 5n);
    expect(await call('tokens.trustQuote', { coinId, action: 'untrust' })).toMatchObject({
      exists: true,
      possible: false,
      reason: STELLAR_ERRORS.untrustBalance('XYZ'),
    });
    horizon.ledger.accounts.get(ME)!.lines.get(`XYZ:${ISSUER}`)!.balance = 0n;
    expect(await call('tokens.trustQuote', { coinId, action: 'untrust' })).toMatchObject({
      possible: true,
      reserve: '0.5',
    });
    await call('tokens.trustSubmit', { coinId, action: 'untrust', approvedFee: '0.00001' });
    expect(line(ME, `XYZ:${ISSUER}`)).toBeUndefined();
  });

  it('a fee above the approved one is refused before signing', async () => {
    const { coinId } = await call<{ coinId: string }>('coins.addToken', {
      chainName: 'stellar',
      contractAddress: `ABC:${ISSUER}`,
    });
    await expect(
      call('tokens.trustSubmit', { coinId, action: 'trust', approvedFee: '0.0000099' }),
    ).rejects.toThrow(/fee went up/);
  });
});
