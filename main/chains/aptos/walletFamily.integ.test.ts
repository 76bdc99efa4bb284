// The Aptos family against the fixture node (test/aptos), in the node REST API's wire format
// and with a ledger: the balance through the coin::balance view, history, the simulation
// first with spec §5's text when it fails, the quote from the simulated gas, transfers signed
// by the real signer process (signer/chains/aptos, through the test app) and submitted as BCS,
// the ledger then changed by exactly the quote, and the confirmation loop's success check.
import { Account, AccountAddress, Deserializer, SignedTransaction } from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChain } from '../../../shared/chains/registry';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startAptosNode, type AptosNode } from '../../../test/aptos/aptosNode';
import { FAUCET } from '../../../test/aptos/ledger';
import { createHttp } from '../../net/http';
import { maxFeeOf, type CoinRef, type Prepared, type QuoteParams, type WalletFamily } from '../family';
import { APTOS_CONFIRM_POLICY, APTOS_ERRORS, EXPIRATION_SECS, HISTORY_LIMIT } from './constants';
import { createAptosWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const pathOf = (i: number) => `m/44'/637'/${i}'/0'/0'`;
const accountOf = (i: number) => Account.fromDerivationPath({ path: pathOf(i), mnemonic: PHRASE });
const ME = accountOf(0).accountAddress.toStringLong();
const BOB = accountOf(1).accountAddress.toStringLong();
const CAROL = accountOf(2).accountAddress.toStringLong();
const APT = (n: number) => BigInt(Math.round(n * 1e8));

let node: AptosNode;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let coinId: string;
const statuses: { hash: string; status: string }[] = [];

const coin = (): CoinRef => ({
  walletId,
  chainName: 'aptos',
  symbol: 'APT',
  decimals: 8,
  address: ME,
  path: pathOf(0),
  publicKey: accountOf(0).publicKey.toString().slice(2),
});
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Normal',
  ...over,
});
const simulationFailed = (p: Promise<unknown>) =>
  expect(p).rejects.toMatchObject({ code: 'RULE', message: 'Simulation is failed for aptos chain' });

/** signs in the real signer process and submits through the family */
async function submit(prepared: Prepared): Promise<{ hash: string; signed: string; payload: unknown }> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: pathOf(0),
  });
  const { hash, pending } = await family.broadcast(coin(), signed);
  return { hash, signed, payload: pending.payload };
}

/** The wallet's APT coin, added from the catalogue when the wallet does not show it yet. */
async function aptosCoin(): Promise<{ id: string; address: string }> {
  type Listed = { coins: { id: string; chainName: string; address: string }[] };
  const find = async () => {
    const list = await t.app.dispatch('coins.list', {});
    if (!list.ok) throw new Error(list.error.message);
    return (list.value as Listed).coins.find((c) => c.chainName === 'aptos');
  };
  const shown = await find();
  if (shown) return shown;
  const cat = await t.app.dispatch('coins.catalogue', { query: 'APT' });
  if (!cat.ok) throw new Error(cat.error.message);
  const entry = (cat.value as { entries: { id: string; chainName: string }[] }).entries.find(
    (e) => e.chainName === 'aptos',
  )!;
  const on = await t.app.dispatch('coins.toggle', { id: entry.id });
  if (!on.ok) throw new Error(on.error.message);
  return (await find())!;
}

beforeAll(async () => {
  node = await startAptosNode();
  family = createAptosWalletFamily({
    network: 'local',
    local: { nodeUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { aptos: family }, confirm: { intervalMs: 50, tries: 200 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const apt = await aptosCoin();
  // the signer derives the address the SDK (and Petra) derive for this phrase
  expect(apt.address).toBe(ME);
  coinId = apt.id;
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as { hash: string; status: string });
  });
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Aptos balance and history', () => {
  it('an account not on chain yet reads 0 with no history', async () => {
    expect(await family.snapshot(coin())).toEqual({ balance: 0n, history: [], receiveAddress: ME });
  });

  it('after a deposit: octas through the coin::balance view, 8 decimals on the coin page', async () => {
    node.fund(ME, APT(10));
    expect((await family.snapshot(coin())).balance).toBe(APT(10));
    const view = node.requests().filter((r) => r.path === '/v1/view');
    expect(view.length).toBeGreaterThan(0);
    expect(getChain('aptos').decimals).toBe(8);
    const o = await t.app.dispatch('coin.overview', { coinId });
    expect(o.ok && o.value).toMatchObject({ balance: '10', canSend: true });
    // the home list's batch read
    const ref = coin();
    expect((await family.balances!([ref])).get(ref)).toBe(APT(10));
  });
});

describe('Aptos quote: the simulation first', () => {
  it('gas used × the option’s gas unit price; a new recipient costs its account creation', async () => {
    const normal = await family.quote(coin(), send({ to: BOB, amount: APT(1) }));
    // BOB does not exist yet: aptos_account::transfer creates it (504 gas on the fixture)
    expect(normal).toMatchObject({
      amount: APT(1),
      fee: 504n * 100n,
      costs: [
        {
          kind: 'maxFee',
          label: 'Fee limit',
          amount: 756n * 100n,
          note: '756 gas units × 100 octas at most; only the gas used is charged',
        },
      ],
      isMax: false,
      feeUnit: 'octas/gas',
      feeUnitDecimals: 0,
      feeOptions: [
        { title: 'Recommended', price: 150n },
        { title: 'Normal', price: 100n },
      ],
    });
    const rec = await family.quote(coin(), send({ to: BOB, amount: APT(1), feeOption: 'Recommended' }));
    expect(rec.fee).toBe(504n * 150n);
    const custom = await family.quote(coin(), send({ to: BOB, amount: APT(1), customFee: '120' }));
    expect(custom.fee).toBe(504n * 120n);
    // the simulation went as BCS with the SDK's simulation envelope
    const sims = node.requests().filter((r) => r.path === '/v1/transactions/simulate');
    expect(sims.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/x.aptos.signed_transaction+bcs',
    });
  });

  it('a simulation that fails is spec §5’s text: more than the balance', async () => {
    await simulationFailed(family.quote(coin(), send({ to: BOB, amount: APT(10) })));
    expect(APTOS_ERRORS.simulationFailed).toBe('Simulation is failed for aptos chain');
  });

  it('gas price and gas used must be valid: zero, missing, or another price than asked is a failed simulation', async () => {
    const lies: ((s: Record<string, unknown>) => Record<string, unknown>)[] = [
      (s) => ({ ...s, gas_used: '0' }),
      (s) => ({ ...s, gas_used: undefined }),
      (s) => ({ ...s, gas_used: '-5' }),
      (s) => ({ ...s, gas_unit_price: '0' }),
      (s) => ({ ...s, gas_unit_price: '99' }),
      (s) => ({ ...s, success: false, vm_status: 'Out of gas' }),
    ];
    try {
      for (const lie of lies) {
        node.lie((path, body) =>
          path === '/transactions/simulate' ? [lie((body as Record<string, unknown>[])[0]!)] : undefined,
        );
        await simulationFailed(family.quote(coin(), send({ to: BOB, amount: APT(1) })));
      }
    } finally {
      node.lie(null);
    }
    // the same request with an honest node quotes
    expect((await family.quote(coin(), send({ to: BOB, amount: APT(1) }))).fee).toBe(50_400n);
  });

  it('refuses a malformed recipient (strict parse) and a zero amount before anything is asked', async () => {
    for (const to of ['0x123', BOB.slice(2), `${BOB}00`, 'bob'])
      await expect(family.quote(coin(), send({ to, amount: APT(1) }))).rejects.toMatchObject({
        code: 'BAD_INPUT',
        message: APTOS_ERRORS.badAddress,
      });
    await expect(family.quote(coin(), send({ to: BOB, amount: 0n }))).rejects.toMatchObject({
      code: 'RULE',
      message: APTOS_ERRORS.noAmount,
    });
    await expect(
      family.quote(coin(), send({ to: BOB, amount: APT(1), memo: { kind: 'text', value: 'hi' } })),
    ).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });
});

describe('Aptos send', () => {
  it('to a recipient that does not exist yet: signed, submitted as BCS, the ledger changed by the quote', async () => {
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: APT(1.5) }));
    expect(prepared.intent).toMatchObject({ family: 'aptos', from: ME, to: BOB, amount: String(APT(1.5)) });
    expect(prepared.intent.feeCap).toBe(String(maxFeeOf(prepared.quote)));
    const before = node.balance(ME);
    const { hash, signed, payload } = await submit(prepared);
    expect(node.balance(BOB)).toBe(APT(1.5));
    expect(node.balance(ME)).toBe(before - APT(1.5) - prepared.quote.fee);
    expect(node.ledger.account(BOB)).toMatchObject({ sequenceNumber: 0n });
    // the bytes the node took: ME's key, sequence number 0, expiring EXPIRATION_SECS out, chain id 4
    const tx = SignedTransaction.deserialize(
      new Deserializer(hex.decode((JSON.parse(signed) as { signed: string }).signed.slice(2))),
    );
    expect(tx.raw_txn.sequence_number).toBe(0n);
    expect(tx.raw_txn.chain_id.chainId).toBe(4);
    const exp = Number(tx.raw_txn.expiration_timestamp_secs) - Date.now() / 1000;
    expect(exp).toBeGreaterThan(EXPIRATION_SECS - 30);
    expect(exp).toBeLessThanOrEqual(EXPIRATION_SECS);
    expect(payload).toEqual({ expiration: Number(tx.raw_txn.expiration_timestamp_secs) });
    const submits = node.requests().filter((r) => r.path === '/v1/transactions' && r.method === 'POST');
    expect(submits.at(-1)?.contentType).toBe('application/x.aptos.signed_transaction+bcs');
    expect(await family.status(coin(), hash)).toBe('confirmed');
    const [item] = (await family.snapshot(coin())).history;
    expect(item).toMatchObject({
      hash,
      amount: (-APT(1.5)).toString(),
      status: 'success',
      from: ME,
      to: BOB,
      fee: prepared.quote.fee.toString(),
    });
    // a second send to BOB, now an account: the cheaper transfer, the next sequence number
    const again = await family.quote(coin(), send({ to: BOB, amount: APT(0.25) }));
    expect(again.fee).toBe(9n * 100n);
  });

  it('history asks for spec §7’s 20 and lists newest first', async () => {
    expect(HISTORY_LIMIT).toBe(20);
    const p = await family.prepare(coin(), send({ to: BOB, amount: APT(0.1) }));
    const { hash } = await submit(p);
    const h = (await family.snapshot(coin())).history;
    expect(h[0]?.hash).toBe(hash);
    // two sends and the faucet's deposit
    expect(h).toHaveLength(3);
    expect(node.requests().some((r) => r.path === `/v1/accounts/${ME}/transactions`)).toBe(true);
  });

  it('incoming transfers show, from the deposit events and the transactions at their versions', async () => {
    // BOB has only ever received: every row of his history is a deposit someone else sent
    const bob = await family.snapshot({ ...coin(), address: BOB, path: pathOf(1) });
    expect(bob.history.map((i) => [i.amount, i.from, i.to])).toEqual([
      [APT(0.1).toString(), ME, BOB],
      [APT(1.5).toString(), ME, BOB],
    ]);
    const sent = node.ledger.txs.filter((t) => t.sender === AccountAddress.from(ME).toString());
    expect(bob.history.map((i) => i.hash)).toEqual(sent.map((t) => t.hash).reverse());
    // the receiver paid no fee
    expect(bob.history[0]).not.toHaveProperty('fee');
    // the wallet's own history: the faucet's 10 APT in, oldest, with its date from the ledger
    const mine = (await family.snapshot(coin())).history;
    const minted = node.ledger.txs.find((t) => t.sender === FAUCET)!;
    expect(mine.at(-1)).toMatchObject({
      hash: minted.hash,
      amount: APT(10).toString(),
      status: 'success',
      from: FAUCET,
      to: ME,
      date: Math.floor(Number(minted.timestamp) / 1000),
    });
    const asked = node.requests().map((r) => r.path);
    const handle = encodeURIComponent('0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>');
    expect(asked).toContain(`/v1/accounts/${BOB}/events/${handle}/deposit_events`);
  });

  it('history: an entry the node writes oddly is skipped and counted, the rest shown', async () => {
    const honest = await family.snapshot(coin());
    node.lie((path, body) =>
      path === `/accounts/${ME}/transactions` && Array.isArray(body)
        ? [{ type: 'user_transaction', hash: `0x${'ee'.repeat(32)}`, sender: ME }, ...(body as unknown[])]
        : undefined,
    );
    try {
      const lied = await family.snapshot(coin());
      expect(lied.historySkipped).toBe(1);
      expect(lied.history).toEqual(honest.history);
    } finally {
      node.lie(null);
    }
  });

  it('send-all: the balance less the most the gas can cost', async () => {
    const balance = node.balance(ME);
    const q = await family.quote(coin(), send({ to: CAROL, sendAll: true }));
    expect(q).toMatchObject({ isMax: true, fee: 504n * 100n });
    expect(maxFeeOf(q)).toBe(756n * 100n);
    expect(q.amount).toBe(balance - 756n * 100n);
  });

  it('through the app: quote, submit, the confirmation loop waits while pending and ends confirmed', async () => {
    expect(APTOS_CONFIRM_POLICY.intervalMs * APTOS_CONFIRM_POLICY.tries).toBe(120_000);
    expect(family.confirmPolicy).toEqual(APTOS_CONFIRM_POLICY);
    const form = { coinId, to: BOB, amount: '0.5', sendAll: false, feeOption: 'Normal' as const };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    expect(q.value).toMatchObject({ amount: '0.5', fee: '0.000009', feeSymbol: 'APT' });
    node.hold(true);
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: (q.value as { fee: string }).fee });
    if (!r.ok) throw new Error(r.error.message);
    const { hash } = r.value as { hash: string };
    expect(await family.status(coin(), hash)).toBe('pending');
    node.hold(false);
    node.commit();
    await expect
      .poll(() => statuses.find((s) => s.hash === hash && s.status !== 'submitted')?.status)
      .toBe('confirmed');
  });

  it('a committed transaction that failed is failed; one never seen past its expiration is failed', async () => {
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: APT(0.01) }));
    // the balance drops under the amount between quote and commit: it aborts and pays gas
    node.hold(true);
    const { hash } = await submit(prepared);
    node.ledger.accounts.get(ME)!.balance = APT(0.005);
    node.hold(false);
    node.commit();
    expect(await family.status(coin(), hash)).toBe('failed');
    expect((await family.snapshot(coin())).history[0]).toMatchObject({ hash, status: 'failed', amount: '0' });
    const unknown = `0x${'ab'.repeat(32)}`;
    const past = { hash: unknown, date: 0, kind: 'transfer' as const, payload: { expiration: 1 } };
    expect(await family.status(coin(), unknown, past)).toBe('failed');
    const future = { ...past, payload: { expiration: Math.floor(Date.now() / 1000) + 60 } };
    expect(await family.status(coin(), unknown, future)).toBe('pending');
  });

  it('the node refusing a submission (a replayed sequence number) is shown with its reason', async () => {
    node.fund(ME, APT(5));
    const prepared = await family.prepare(coin(), send({ to: BOB, amount: APT(0.01) }));
    const { signed } = await submit(prepared);
    await expect(family.broadcast(coin(), signed)).rejects.toMatchObject({
      code: 'RULE',
      message: /The Aptos node refused the transaction .*SEQUENCE_NUMBER_TOO_OLD/,
    });
  });
});
