// The XRP family against the fixture rippled (test/ripple), in rippled's JSON-RPC wire format
// and with a ledger: reserves and fees read from the server, every spec rule refused before
// signing with its text, Payments signed by the real signer process (signer/chains/ripple,
// through the test app) and submitted, the ledger then changed by exactly the quote.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { decode } from 'ripple-binary-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rippleAddressFromPublicKey } from '../../../shared/chains/ripple/rippleCodec';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startRippled, type Rippled } from '../../../test/ripple/rippled';
import { createHttp } from '../../net/http';
import type { CoinRef, CoinSnapshot, Prepared, QuoteParams, WalletFamily } from '../family';
import { RIPPLE_ERRORS } from './constants';
import { createRippleWalletFamily } from './walletFamily';

/** the part of the balance the snapshot marks as held back (the account reserve) */
const reserveOf = (s: CoinSnapshot) => s.apart?.find((a) => a.unspendable)?.amount;

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const pathOf = (i: number) => `m/44'/144'/0'/0/${i}`;
const addressOf = (i: number) => rippleAddressFromPublicKey(root.derive(pathOf(i)).publicKey!);
const ME = addressOf(0);
const BOB = addressOf(1);
const CAROL = addressOf(2);
const DAVE = addressOf(3);
const XRP = (n: number) => BigInt(Math.round(n * 1e6));

let node: Rippled;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let coinId: string;
const statuses: { hash: string; status: string }[] = [];

const coin = (): CoinRef => ({
  walletId,
  chainName: 'ripple',
  symbol: 'XRP',
  decimals: 6,
  address: ME,
  path: pathOf(0),
});
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});
const tag = (value: string) => ({ kind: 'tag' as const, value });

/** signs in the real signer process and submits through the family */
async function submit(prepared: Prepared): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: pathOf(0),
  });
  return (await family.broadcast(coin(), signed)).hash;
}

const refusal = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: 'RULE' });

beforeAll(async () => {
  node = await startRippled();
  family = createRippleWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { ripple: family }, confirm: { intervalMs: 50, tries: 200 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const list = await t.app.dispatch('coins.list', {});
  if (!list.ok) throw new Error(list.error.message);
  const xrp = (list.value as { coins: { id: string; chainName: string; address: string }[] }).coins.find(
    (c) => c.chainName === 'ripple',
  )!;
  // the signer derives the address the test funds (Xaman's and Ledger's for this phrase)
  expect(xrp.address).toBe(ME);
  coinId = xrp.id;
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as { hash: string; status: string });
  });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('XRP balance and reserve', () => {
  it('an account not on the ledger yet reads 0 with no reserve', async () => {
    const s = await family.snapshot(coin());
    expect(s).toMatchObject({ balance: 0n, history: [], receiveAddress: ME });
    expect(reserveOf(s)).toBeUndefined();
  });

  it('after a deposit: the balance, and the reserve from server_state (base + owner count × increment)', async () => {
    node.fund(ME, XRP(100));
    const funded = await family.snapshot(coin());
    expect(funded.balance).toBe(XRP(100));
    expect(reserveOf(funded)).toBe(XRP(1));
    node.setOwnerCount(ME, 3);
    expect(reserveOf(await family.snapshot(coin()))).toBe(XRP(1.6));
    node.setOwnerCount(ME, 0);
    // the coin page gets it apart from the balance
    const o = await t.app.dispatch('coin.overview', { coinId });
    expect(o.ok && o.value).toMatchObject({
      balance: '100',
      apart: [{ label: 'held as the network’s account reserve', amount: '1', unspendable: true }],
      canSend: true,
    });
  });

  it('a server that publishes no reserves: spec §9’s 10 XRP minimum balance', async () => {
    node.omitReserves(true);
    try {
      expect(reserveOf(await family.snapshot(coin()))).toBe(XRP(10));
    } finally {
      node.omitReserves(false);
    }
  });
});

describe('XRP fee', () => {
  it('base fee × load factor (server_state), rounded up to a drop', async () => {
    expect((await family.quote(coin(), send({ to: CAROL, amount: XRP(2) }))).fee).toBe(10n);
    node.ledger.settings.loadFactor = 256 * 3 + 1; // 3.0039 × the reference
    try {
      expect((await family.quote(coin(), send({ to: CAROL, amount: XRP(2) }))).fee).toBe(31n);
    } finally {
      node.ledger.settings.loadFactor = 256;
    }
  });

  it('from server_info when server_state is refused, 0.00001 XRP when no base fee is given', async () => {
    node.lie((method, result) => {
      if (method === 'server_state') return { error: 'noPermission', status: 'error' };
      if (method === 'server_info') {
        const info = result.info as { validated_ledger: Record<string, unknown>; load_factor: number };
        delete info.validated_ledger.base_fee_xrp;
        return { ...result, info: { ...info, load_factor: 2.5 } };
      }
      return undefined;
    });
    try {
      const q = await family.quote(coin(), send({ to: CAROL, amount: XRP(2) }));
      expect(q.fee).toBe(25n);
      expect(q).toMatchObject({ feeUnit: 'XRP', feeUnitDecimals: 6, feeOptions: [] });
    } finally {
      node.lie(null);
    }
  });
});

describe('XRP send rules, refused before anything is signed', () => {
  it('a new account needs the base reserve: the spec’s text with the server’s reserve (and 10 XRP by default)', async () => {
    await expect(family.quote(coin(), send({ to: CAROL, amount: XRP(0.5) }))).rejects.toMatchObject({
      code: 'RULE',
      message:
        'The account does not exist on the ripple so transaction must be greater than or equal to 1 XRP',
    });
    node.omitReserves(true);
    try {
      await expect(family.quote(coin(), send({ to: CAROL, amount: XRP(5) }))).rejects.toMatchObject({
        message:
          'The account does not exist on the ripple so transaction must be greater than or equal to 10 XRP',
      });
    } finally {
      node.omitReserves(false);
    }
    // exactly the reserve is enough
    expect((await family.quote(coin(), send({ to: CAROL, amount: XRP(1) }))).amount).toBe(XRP(1));
  });

  it('a send that would leave the sender under its reserve names the spendable amount', async () => {
    node.setOwnerCount(ME, 5); // reserve 2 XRP: 98 spendable
    try {
      await expect(family.quote(coin(), send({ to: CAROL, amount: XRP(98) }))).rejects.toMatchObject({
        code: 'RULE',
        message: RIPPLE_ERRORS.reserve('98', '2'),
      });
      expect(RIPPLE_ERRORS.reserve('98', '2')).toContain('98 XRP can be spent');
      // the same amount less the fee fits
      expect((await family.quote(coin(), send({ to: CAROL, amount: XRP(98) - 10n }))).amount).toBe(
        XRP(98) - 10n,
      );
      // send-all: everything above the reserve, less the fee
      const all = await family.quote(coin(), send({ to: CAROL, sendAll: true }));
      expect(all).toMatchObject({ amount: XRP(98) - 10n, isMax: true });
    } finally {
      node.setOwnerCount(ME, 0);
    }
  });

  it('a recipient flagged RequireDest needs a destination tag', async () => {
    node.fund(DAVE, XRP(20));
    node.requireDestTag(DAVE, true);
    try {
      // a code of its own, so the send form can mark the tag field required
      await expect(family.quote(coin(), send({ to: DAVE, amount: XRP(1) }))).rejects.toMatchObject({
        code: 'MEMO_REQUIRED',
        message: RIPPLE_ERRORS.tagRequired,
      });
      expect(RIPPLE_ERRORS.tagRequired).toMatch(/destination tag/);
      // and so it reaches the renderer, code and words
      const q = await t.app.dispatch('send.quote', {
        coinId,
        to: DAVE,
        amount: '1',
        sendAll: false,
        feeOption: 'Recommended',
      });
      expect(!q.ok && q.error).toEqual({ code: 'MEMO_REQUIRED', message: RIPPLE_ERRORS.tagRequired });
      expect((await family.quote(coin(), send({ to: DAVE, amount: XRP(1), memo: tag('7') }))).amount).toBe(
        XRP(1),
      );
    } finally {
      node.requireDestTag(DAVE, false);
    }
  });

  it('the tag is taken only as a 32-bit number; text, bad addresses and self-sends are refused', async () => {
    await expect(
      family.quote(coin(), send({ to: BOB, amount: XRP(2), memo: tag('4294967296') })),
    ).rejects.toMatchObject({ code: 'RULE', message: RIPPLE_ERRORS.tagRange });
    await expect(
      family.quote(coin(), send({ to: BOB, amount: XRP(2), memo: { kind: 'text', value: 'hi' } })),
    ).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await expect(family.quote(coin(), send({ to: 'rNotAnAddress', amount: XRP(2) }))).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: RIPPLE_ERRORS.badAddress,
    });
    await refusal(family.quote(coin(), send({ to: ME, amount: XRP(2) })));
    await refusal(family.quote(coin(), send({ to: BOB, amount: 0n })));
    // the service refuses a text memo before the family sees it
    const q = await t.app.dispatch('send.quote', {
      coinId,
      to: BOB,
      amount: '2',
      sendAll: false,
      feeOption: 'Recommended',
      memo: { kind: 'text', value: 'hi' },
    });
    expect(!q.ok && q.error.message).toBe('XRP Ledger takes a numeric destination tag');
  });
});

describe('XRP sends through the real signer', () => {
  it('a tagged payment: Sequence and LastLedgerSequence set, the ledger moves by the quote, then SUCCESS', async () => {
    node.closeLedger();
    const before = node.balance(ME);
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: XRP(12.5), memo: tag('4242') }));
    const tx = decode(prepared.unsigned) as Record<string, unknown>;
    expect(tx).toMatchObject({
      TransactionType: 'Payment',
      Account: ME,
      Destination: BOB,
      Amount: '12500000',
      Fee: '10',
      DestinationTag: 4242,
      Sequence: node.ledger.accounts.get(ME)!.Sequence,
      LastLedgerSequence: node.ledger.current + 20,
    });
    // the signer holds LastLedgerSequence to a window above the ledger the intent names
    expect(prepared.intent).toMatchObject({
      memo: tag('4242'),
      feeCap: '10',
      amount: '12500000',
      currentLedger: node.ledger.current,
    });
    const hash = await submit(prepared);
    expect(node.balance(ME)).toBe(before - XRP(12.5) - 10n);
    expect(node.balance(BOB)).toBe(XRP(12.5));
    expect(
      await family.status(coin(), hash, {
        hash,
        date: 0,
        kind: 'transfer',
        payload: { lastLedgerSequence: 9999 },
      }),
    ).toBe('pending');
    node.closeLedger();
    expect(await family.status(coin(), hash)).toBe('confirmed');
    const [item] = (await family.snapshot(coin())).history;
    expect(item).toMatchObject({
      hash,
      amount: (-XRP(12.5)).toString(),
      status: 'success',
      from: ME,
      to: BOB,
      fee: '10',
      memo: tag('4242'),
    });
    expect(node.ledger.txs.find((x) => x.hash === hash)?.tx.DestinationTag).toBe(4242);
  });

  it('through the app: quote, submit, the confirmation loop follows it to confirmed', async () => {
    const form = {
      coinId,
      to: BOB,
      amount: '3',
      sendAll: false,
      feeOption: 'Recommended' as const,
      memo: tag('1'),
    };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    expect(q.value).toMatchObject({ amount: '3', fee: '0.00001', feeSymbol: 'XRP' });
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: (q.value as { fee: string }).fee });
    if (!r.ok) throw new Error(r.error.message);
    const { hash } = r.value as { hash: string };
    node.closeLedger();
    await expect
      .poll(() => statuses.find((s) => s.hash === hash && s.status !== 'submitted')?.status)
      .toBe('confirmed');
    const o = await t.app.dispatch('coin.overview', { coinId });
    expect(o.ok && (o.value as { history: { hash: string; direction: string }[] }).history[0]).toMatchObject({
      hash,
      direction: 'out',
    });
  });

  it('a payment past its LastLedgerSequence that never landed is FAIL', async () => {
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: XRP(1) }));
    const { signed } = await t.app.signer.call('signTransfer', {
      walletId,
      network: family.network,
      unsigned: prepared.unsigned,
      intent: prepared.intent,
      activePath: pathOf(0),
    });
    const { hash } = JSON.parse(signed) as { hash: string };
    const lastLedgerSequence = (decode(prepared.unsigned) as { LastLedgerSequence: number })
      .LastLedgerSequence;
    const entry = { hash, date: 0, kind: 'transfer' as const, payload: { lastLedgerSequence } };
    expect(await family.status(coin(), hash, entry)).toBe('pending');
    while (node.ledger.validated <= lastLedgerSequence) node.closeLedger();
    expect(await family.status(coin(), hash, entry)).toBe('failed');
    // and the blob, submitted late, is refused with the ledger's reason in words
    await expect(family.broadcast(coin(), signed)).rejects.toMatchObject({
      code: 'RULE',
      message: expect.stringMatching(/expired/),
    });
  });

  it('a result the ledger gives anyway (the balance moved after the quote) is a clear message, and FAIL in history', async () => {
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: XRP(50) }));
    node.setOwnerCount(ME, 300); // the reserve jumps to 61 XRP behind the wallet's back
    try {
      await expect(submit(prepared)).rejects.toMatchObject({
        code: 'RULE',
        message: 'Not enough spendable XRP: the account reserve must stay in the account',
      });
      node.closeLedger();
      const [item] = (await family.snapshot(coin())).history;
      expect(item).toMatchObject({ status: 'failed', from: ME, to: BOB });
    } finally {
      node.setOwnerCount(ME, 0);
    }
  });
});

describe('XRP against a hostile rippled', () => {
  it('a submit answering another hash is not taken as sent', async () => {
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: XRP(1) }));
    node.lie((method, result) =>
      method === 'submit' ? { ...result, tx_json: { hash: 'AB'.repeat(32) } } : undefined,
    );
    try {
      await expect(submit(prepared)).rejects.toMatchObject({
        code: 'NETWORK',
        message: /another transaction hash/,
      });
    } finally {
      node.lie(null);
    }
  });

  it('a balance that is not drops fails loudly instead of showing a wrong number', async () => {
    node.lie((method, result) =>
      method === 'account_info'
        ? { ...result, account_data: { ...(result.account_data as object), Balance: '12.5' } }
        : undefined,
    );
    try {
      await expect(family.snapshot(coin())).rejects.toMatchObject({ code: 'NETWORK', message: /Balance/ });
    } finally {
      node.lie(null);
    }
  });
});
