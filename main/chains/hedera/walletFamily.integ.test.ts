// The Hedera family against the fixture network (test/hedera): a mirror node REST API and a
// consensus node served over real gRPC, which the SDK's own Client submits to. Every transfer is
// built by the family with @hashgraph/sdk, signed by the real signer process (signer/chains/
// hedera, through the test app's signTransfer), verified by the fixture with the SDK against the
// account's key, and applied to its ledger: balances and mirror history move by what was quoted.
import {
  AccountId,
  Client,
  Hbar,
  PrivateKey,
  PublicKey,
  TransactionId,
  TransferTransaction,
} from '@hashgraph/sdk';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contract';
import { hederaPublicKeyDer } from '../../../shared/chains/hedera/validate';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startHederaNetwork, type HederaNetwork } from '../../../test/hedera/hederaNetwork';
import { ABANDON, hederaKeyOf, hederaPathOf } from '../../../test/hedera/accounts';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { HEDERA_ERRORS, HISTORY_LIMIT } from './constants';
import { createHederaWalletFamily } from './walletFamily';

const PHRASE = ABANDON;
const pathOf = hederaPathOf;
const keyOf = hederaKeyOf;
const HBAR = (n: number) => BigInt(Math.round(n * 1e8));

let net: HederaNetwork;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let coinId: string;
let ME: string;
let BOB: string;

const coin = (i = 0): CoinRef => ({
  walletId,
  chainName: 'hedera',
  symbol: 'HBAR',
  decimals: 8,
  address: keyOf(i).address,
  path: pathOf(i),
});
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

/** The wallet's HBAR coin, added from the catalogue when the wallet does not show it yet. */
async function hederaCoin(): Promise<{ id: string; address: string }> {
  type Listed = { coins: { id: string; chainName: string; address: string }[] };
  const find = async () => {
    const list = await t.app.dispatch('coins.list', {});
    if (!list.ok) throw new Error(list.error.message);
    return (list.value as Listed).coins.find((c) => c.chainName === 'hedera');
  };
  const shown = await find();
  if (shown) return shown;
  const cat = await t.app.dispatch('coins.catalogue', { query: 'HBAR' });
  if (!cat.ok) throw new Error(cat.error.message);
  const entry = (cat.value as { entries: { id: string; chainName: string }[] }).entries.find(
    (e) => e.chainName === 'hedera',
  )!;
  const on = await t.app.dispatch('coins.toggle', { id: entry.id });
  if (!on.ok) throw new Error(on.error.message);
  return (await find())!;
}

beforeAll(async () => {
  net = await startHederaNetwork();
  ME = net.ledger.createAccount(keyOf(0).publicKey, HBAR(100));
  BOB = net.ledger.createAccount(keyOf(1).publicKey);
  family = createHederaWalletFamily({
    network: 'local',
    local: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { hedera: family }, confirm: { intervalMs: 50, tries: 20 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const c = await hederaCoin();
  // the signer's address is the key in DER form, the one the fixture account holds
  expect(c.address).toBe(keyOf(0).address);
  coinId = c.id;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await net?.close();
});

describe('Hedera against the fixture mirror and consensus node', () => {
  it('finds the account by its key, reads tinybars as HBAR (8 decimals) and the history', async () => {
    const snap = await family.snapshot(coin());
    expect(snap.receiveAddress).toBe(ME);
    expect(snap.notices).toBeUndefined();
    expect(snap.balance).toBe(HBAR(100));
    expect(snap.history).toEqual([
      expect.objectContaining({ amount: '10000000000', status: 'success', from: '0.0.2', to: ME }),
    ]);
    const asked = net.requests();
    expect(asked.find((r) => r.path === '/api/v1/accounts')?.query['account.publickey']).toBe(
      keyOf(0).address,
    );
    expect(
      asked.find((r) => r.path === `/api/v1/accounts/${ME}` && r.query.transactions === 'false')?.query,
    ).toEqual({
      limit: '1',
      transactions: 'false',
    });
    expect(
      asked.find((r) => r.path === `/api/v1/accounts/${ME}` && r.query.transactions === 'true')?.query,
    ).toEqual({
      limit: String(HISTORY_LIMIT),
      transactiontype: 'cryptotransfer',
      transactions: 'true',
      order: 'desc',
    });
    expect(HISTORY_LIMIT).toBe(20);
    const o = await t.app.dispatch('coin.overview', { coinId });
    expect(o.ok && o.value).toMatchObject({
      balance: '100',
      receiveAddress: ME,
      capabilities: { memo: 'text' },
    });
    // the home row shows the account id, not the DER key the wallet derived
    const b = await t.app.dispatch('coins.balances', {});
    const rows = b.ok ? (b.value as CallOutput<'coins.balances'>).balances : [];
    expect(rows.find((x) => x.coinId === coinId)).toEqual({
      coinId,
      balance: '100',
      displayAddress: ME,
    });
  });

  it('prices the fee at 0.0021 USD in HBAR from network/exchangerate', async () => {
    net.ledger.rate = { cent: 12, hbar: 1 };
    // 0.21 ¢ at 12 ¢ per HBAR = 0.0175 HBAR
    expect((await family.quote(coin(), send({ amount: HBAR(1) }))).fee).toBe(1_750_000n);
    net.ledger.rate = { cent: 30_000, hbar: 1_000_000 };
    // 0.21 ¢ at 0.03 ¢ per HBAR = 7 HBAR
    expect((await family.quote(coin(), send({ amount: HBAR(1) }))).fee).toBe(HBAR(7));
    net.ledger.rate = { cent: 7, hbar: 1 };
    // 0.03 HBAR exactly, rounded up at the tinybar: 3_000_000
    expect((await family.quote(coin(), send({ amount: HBAR(1) }))).fee).toBe(3_000_000n);
    expect(net.requests().some((r) => r.path === '/api/v1/network/exchangerate')).toBe(true);
    net.ledger.rate = { cent: 12, hbar: 1 };
  });

  it('sends 2.5 HBAR with a memo: signed by the signer, verified by the node, balances and history move', async () => {
    const prepared = await family.prepare(
      coin(),
      send({ amount: HBAR(2.5), memo: { kind: 'text', value: 'invoice 7' } }),
    );
    expect(prepared.intent).toMatchObject({
      family: 'hedera',
      from: keyOf(0).address,
      accountId: ME,
      nodeAccountId: '0.0.3',
      to: BOB,
      amount: '250000000',
      feeCap: '1750000',
      memo: { kind: 'text', value: 'invoice 7' },
    });
    const before = net.ledger.balance(ME);
    const hash = await submit(coin(), prepared);
    expect(hash).toMatch(/^0\.0\.\d+-\d+-\d{9}$/);
    expect(net.ledger.submissions.at(-1)).toEqual({ transactionId: hash, precheck: 'OK' });
    const charged = net.ledger.transferFee();
    expect(charged).toBeLessThanOrEqual(prepared.quote.fee);
    expect(net.ledger.balance(BOB)).toBe(HBAR(2.5));
    expect(net.ledger.balance(ME)).toBe(before - HBAR(2.5) - charged);
    expect(await family.status(coin(), hash)).toBe('confirmed');
    const [latest] = (await family.snapshot(coin())).history;
    expect(latest).toMatchObject({
      hash,
      amount: '-250000000',
      status: 'success',
      from: ME,
      to: BOB,
      fee: charged.toString(),
      memo: { kind: 'text', value: 'invoice 7' },
    });
    const bobSide = (await family.snapshot(coin(1))).history[0];
    expect(bobSide).toMatchObject({ hash, amount: '250000000', from: ME, to: BOB });
  });

  it('a transfer that fails at consensus: the fee is charged, the receipt fails, status is failed', async () => {
    const prepared = await family.prepare(coin(), send({ to: '0.0.424242', amount: HBAR(1) }));
    const before = net.ledger.balance(ME);
    const hash = await submit(coin(), prepared);
    expect(net.ledger.receipts.get(hash)).toBeDefined();
    expect(net.ledger.balance(ME)).toBe(before - net.ledger.transferFee());
    // spec §4 / §8: a non-success receipt throws 'Transaction failed'; the loop sees 'failed'
    const logic = await import('./logic');
    const ctx = {
      http: createHttp({ backoffMs: 0, retries: 0 }),
      config: {
        mirrorUrl: net.mirrorUrl,
        nodes: { kind: 'local' as const, address: net.nodeAddress, nodeAccountId: '0.0.3' },
        autoCreate: true,
      },
      now: Date.now,
      accounts: new Map<string, string>(),
    };
    await expect(logic.txStatus(ctx, hash)).rejects.toThrow(HEDERA_ERRORS.failed);
    expect(HEDERA_ERRORS.failed).toBe('Transaction failed');
    expect(await family.status(coin(), hash)).toBe('failed');
    const [latest] = (await family.snapshot(coin())).history;
    expect(latest).toMatchObject({ hash, status: 'failed' });
    // a transaction the node never saw has no receipt yet
    expect(await family.status(coin(), '0.0.1001-1700000000-000000000')).toBe('pending');
  });

  it('the confirmation loop follows a send made through the app to SUCCESS', async () => {
    const r = await t.app.dispatch('send.quote', {
      coinId,
      to: BOB,
      amount: '1',
      sendAll: false,
      feeOption: 'Recommended',
    });
    if (!r.ok) throw new Error(r.error.message);
    const statuses: string[] = [];
    t.app.events.subscribe((name, payload) => {
      if (name === 'tx.status') statuses.push((payload as { status: string }).status);
    });
    const sent = await t.app.dispatch('send.submit', {
      coinId,
      to: BOB,
      amount: '1',
      sendAll: false,
      feeOption: 'Recommended',
      approvedFee: (r.value as { fee: string }).fee,
    });
    if (!sent.ok) throw new Error(sent.error.message);
    await expect.poll(() => statuses, { timeout: 10_000 }).toContain('confirmed');
    expect(net.ledger.balance(BOB)).toBe(HBAR(3.5));
  });

  it('send-all leaves nothing but what the fee did not use', async () => {
    const carol = net.ledger.createAccount(keyOf(3).publicKey, HBAR(2));
    const prepared = await family.prepare(coin(3), send({ to: ME, sendAll: true }));
    expect(prepared.quote.isMax).toBe(true);
    expect(prepared.quote.amount + prepared.quote.fee).toBe(HBAR(2));
    await submit(coin(3), prepared);
    expect(net.ledger.balance(carol)).toBe(prepared.quote.fee - net.ledger.transferFee());
  });

  it("a key without an account: the receive card explains, and sending is 'No accountId found'", async () => {
    const fresh = coin(2);
    const snap = await family.snapshot(fresh);
    expect(snap.receiveAddress).toBe('');
    expect(snap.displayAddress).toBe('');
    const alias = PublicKey.fromString(keyOf(2).address).toAccountId(0, 0).toString();
    expect(snap.notices?.[0]).toContain('No Hedera account exists for this key yet');
    expect(snap.notices?.[0]).toContain(alias);
    await expect(family.quote(fresh, send({ amount: 1n }))).rejects.toThrow(HEDERA_ERRORS.noAccountId);
    expect(HEDERA_ERRORS.noAccountId).toBe('No accountId found');

    // someone with an account pays the key's alias (HIP-32): the network creates the account
    const payer = PrivateKey.generateED25519();
    const payerId = net.ledger.createAccount(payer.publicKey.toStringRaw(), HBAR(10));
    const client = Client.forNetwork(
      { [net.nodeAddress]: AccountId.fromString('0.0.3') },
      { scheduleNetworkUpdate: false },
    );
    try {
      const tx = new TransferTransaction()
        .setTransactionId(TransactionId.generate(payerId))
        .addHbarTransfer(payerId, Hbar.fromTinybars(-HBAR(3).toString()))
        .addHbarTransfer(AccountId.fromString(alias), Hbar.fromTinybars(HBAR(3).toString()))
        .freezeWith(client);
      await tx.sign(payer);
      await (await tx.execute(client)).getReceipt(client);
    } finally {
      client.close();
    }
    const after = await family.snapshot(fresh);
    expect(after.receiveAddress).toMatch(/^0\.0\.\d+$/);
    expect(after.displayAddress).toBe(after.receiveAddress);
    expect(after.notices).toBeUndefined();
    expect(after.balance).toBe(HBAR(3));
  });

  it('refuses what the chain would refuse, with its words', async () => {
    await expect(family.quote(coin(), send({ to: ME, amount: 1n }))).rejects.toThrow(HEDERA_ERRORS.toSelf);
    await expect(family.quote(coin(), send({ amount: 0n }))).rejects.toThrow(HEDERA_ERRORS.amountZero);
    await expect(family.quote(coin(), send({ to: '0.0.abc', amount: 1n }))).rejects.toThrow(
      HEDERA_ERRORS.badAddress,
    );
    await expect(family.quote(coin(), send({ amount: HBAR(10_000) }))).rejects.toThrow(
      HEDERA_ERRORS.insufficient,
    );
    await expect(
      family.quote(coin(), send({ amount: 1n, memo: { kind: 'text', value: 'é'.repeat(51) } })),
    ).rejects.toThrow(HEDERA_ERRORS.memoTooLong);
    await expect(
      family.quote(coin(), send({ amount: 1n, memo: { kind: 'tag', value: '7' } })),
    ).rejects.toThrow(HEDERA_ERRORS.noTagMemo);
    // a HIP-15 checksum must match the network (local answers as testnet's ledger id)
    const { hederaChecksum } = await import('../../../shared/chains/hedera/hederaChecksum');
    const ok = `${BOB}-${hederaChecksum(BOB, 'regtest')}`;
    expect((await family.quote(coin(), send({ to: ok, amount: 1n }))).amount).toBe(1n);
  });

  it('does not believe a mirror that names an account held by another key', async () => {
    const liar = createHederaWalletFamily({
      network: 'local',
      local: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
      http: createHttp({ backoffMs: 0, retries: 0 }),
    });
    const stranger = Buffer.from(ed25519.getPublicKey(new Uint8Array(32).fill(7))).toString('hex');
    net.lie((path, body) =>
      path === '/api/v1/accounts'
        ? { accounts: [{ account: BOB, key: { _type: 'ED25519', key: stranger }, balance: { balance: 1 } }] }
        : body,
    );
    try {
      const snap = await liar.snapshot(coin(4));
      expect(snap.receiveAddress).toBe('');
      expect(hederaPublicKeyDer(ed25519.getPublicKey(new Uint8Array(32).fill(7)))).not.toBe(coin(4).address);
    } finally {
      net.lie(null);
    }
  });
});
