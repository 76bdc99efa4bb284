// The Tezos family against the fixture node RPC + TzKT (test/tezos), in their wire formats and
// with a ledger: every operation is simulated and forged by the family, signed by the real
// signer process (signer/chains/tezos, through the test app's signTransfer) and injected; the
// fixture verifies the signature with @taquito/utils and the ledger must move by exactly what
// the quote said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tezosPublicKey } from '../../../shared/chains/tezos/validate';
import { ABANDON, publicKeyBytes, tezosAccount, tezosEdsk, tezosPathOf } from '../../../test/tezos/accounts';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startTezosNode, FAUCET, type TezosNode } from '../../../test/tezos/tezosNode';
import { CONSTANTS, TRANSFER_MILLIGAS } from '../../../test/tezos/ledger';
import { createHttp } from '../../net/http';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../family';
import { HISTORY_LIMIT, TEZOS_CONFIRM_POLICY, TEZOS_ERRORS } from './constants';
import { createTezosWalletFamily } from './walletFamily';

const PHRASE = ABANDON;
const pathOf = tezosPathOf;
const pkOf = publicKeyBytes;
const addressOf = (i: number) => tezosAccount(i).address;
const ME = addressOf(0);
const BOB = addressOf(1);
const CAROL = addressOf(2);
const XTZ = (n: number) => BigInt(Math.round(n * 1e6));
const ALLOCATION_BURN = BigInt(CONSTANTS.origination_size) * BigInt(CONSTANTS.cost_per_byte);

let node: TezosNode;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let xtzCoinId: string;

const coin = (i = 0): CoinRef => ({
  walletId,
  chainName: 'tezos',
  symbol: 'XTZ',
  decimals: 6,
  address: addressOf(i),
  path: pathOf(i),
  publicKey: tezosAccount(i).publicKey,
});
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});
/** amounts the fixture's run_operation was asked to simulate, in order */
const simulatedAmounts = () =>
  node
    .requests()
    .filter((r) => r.path.endsWith('/helpers/scripts/run_operation'))
    .map((r) => {
      const contents = (r.body as { operation: { contents: { kind: string; amount?: string }[] } }).operation
        .contents;
      return contents.find((c) => c.kind === 'transaction')!.amount!;
    });

/** The current wallet's XTZ coin, added from the catalogue when the wallet does not show it yet. */
async function tezosCoin(): Promise<{ id: string; address: string }> {
  type Listed = { coins: { id: string; chainName: string; address: string; isInWallet?: boolean }[] };
  const find = async () => {
    const list = await t.app.dispatch('coins.list', {});
    if (!list.ok) throw new Error(list.error.message);
    return (list.value as Listed).coins.find((c) => c.chainName === 'tezos');
  };
  const shown = await find();
  if (shown) return shown;
  const cat = await t.app.dispatch('coins.catalogue', { query: 'XTZ' });
  if (!cat.ok) throw new Error(cat.error.message);
  const entry = (cat.value as { entries: { id: string; chainName: string }[] }).entries.find(
    (e) => e.chainName === 'tezos',
  )!;
  const on = await t.app.dispatch('coins.toggle', { id: entry.id });
  if (!on.ok) throw new Error(on.error.message);
  return (await find())!;
}

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
  node = await startTezosNode();
  node.fund(ME, XTZ(100));
  family = createTezosWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { tezos: family }, confirm: { intervalMs: 50, tries: 20 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const tz = await tezosCoin();
  // the signer derives the same address the test funds
  expect(tz.address).toBe(ME);
  xtzCoinId = tz.id;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Tezos against the fixture node and TzKT', () => {
  it('reads the balance (6 decimals) and the TzKT history, SUCCESS when applied', async () => {
    const snap = await family.snapshot(coin());
    expect(snap.balance).toBe(XTZ(100));
    expect(snap.history).toHaveLength(1);
    expect(snap.history[0]).toMatchObject({ amount: '100000000', status: 'success', from: FAUCET, to: ME });
    const asked = node.requests().find((r) => r.path.startsWith('/v1/accounts/'))!;
    expect(asked.path).toBe(`/v1/accounts/${ME}/operations?type=transaction&sort=1&limit=${HISTORY_LIMIT}`);
    expect(HISTORY_LIMIT).toBe(20);
  });

  it('the first send batches a reveal; the simulation runs 1 XTZ short; the ledger moves by the quote', async () => {
    expect(node.account(ME)?.managerKey).toBeNull();
    const q = await family.quote(coin(), send({ amount: XTZ(2.5) }));
    // spec §5: estimation subtracts 1 (XTZ) when the amount is above 1
    expect(simulatedAmounts().at(-1)).toBe('1500000');
    // Bob's account does not exist yet: 257 bytes of storage burnt, in the fee the quote shows
    expect(q.fee).toBeGreaterThan(ALLOCATION_BURN);
    expect(q.amount).toBe(XTZ(2.5));
    const prepared = await family.prepare(coin(), send({ amount: XTZ(2.5) }));
    expect(prepared.intent).toMatchObject({
      family: 'tezos',
      from: ME,
      to: BOB,
      amount: '2500000',
      reveal: true,
    });
    expect(prepared.intent.feeCap).toBe(prepared.quote.fee.toString());
    const counterBefore = node.account(ME)!.counter;
    expect((prepared.intent as { counter?: string }).counter).toBe((counterBefore + 2n).toString());
    const hash = await submit(coin(), prepared);
    expect(hash).toMatch(/^o/);
    expect(node.injections().at(-1)).toEqual({ hash });
    expect(node.balance(BOB)).toBe(XTZ(2.5));
    expect(node.balance(ME)).toBe(XTZ(100) - XTZ(2.5) - prepared.quote.fee);
    expect(node.account(ME)?.managerKey).toBe(tezosPublicKey(pkOf(0)));
    expect(node.account(ME)?.counter).toBe(counterBefore + 2n);
    expect(await family.status(coin(), hash)).toBe('confirmed');
    expect(family.confirmPolicy).toEqual({ intervalMs: 5000, tries: 15 });
    expect(TEZOS_CONFIRM_POLICY).toEqual({ intervalMs: 5000, tries: 15 });
  });

  it('a later send needs no reveal; gas is what the simulation consumed plus a buffer', async () => {
    const prepared = await family.prepare(coin(), send({ amount: XTZ(1) }));
    expect(prepared.intent).not.toHaveProperty('reveal');
    // exactly 1 XTZ is not above 1: simulated as is
    expect(simulatedAmounts().at(-1)).toBe('1000000');
    const before = node.balance(ME);
    const hash = await submit(coin(), prepared);
    // Bob exists now: no storage burn, only fees
    expect(node.balance(ME)).toBe(before - XTZ(1) - prepared.quote.fee);
    expect(prepared.quote.fee).toBeLessThan(1_000n);
    const injected = node
      .requests()
      .filter((r) => r.path === '/chains/main/blocks/head~0/operations/3' || r.path.includes('operations/3'));
    expect(injected.length).toBeGreaterThan(0);
    expect(await family.status(coin(), hash)).toBe('confirmed');
    // history shows the send with the fee the wallet paid (TzKT's bakerFee + storage burnt)
    const snap = await family.snapshot(coin());
    expect(snap.history.find((h) => h.hash === hash)).toMatchObject({
      amount: (-XTZ(1)).toString(),
      fee: prepared.quote.fee.toString(),
    });
    // a received transaction carries no fee: the sender paid it
    expect(snap.history.find((h) => h.from === FAUCET)).not.toHaveProperty('fee');
    // one operation TzKT writes oddly is skipped and counted, the rest shown
    node.lie((path, body) =>
      path.startsWith('/v1/accounts/')
        ? [{ type: 'transaction', hash: 42 }, ...(body as unknown[])]
        : undefined,
    );
    try {
      const lied = await family.snapshot(coin());
      expect(lied.historySkipped).toBe(1);
      expect(lied.history).toEqual(snap.history);
    } finally {
      node.lie(null);
    }
    const gas = Math.ceil(Number(TRANSFER_MILLIGAS) / 1000) + 100;
    expect(prepared.unsigned).toContain(zarith(gas));
    const small = await family.quote(coin(), send({ amount: 500_000n }));
    expect(small.amount).toBe(500_000n);
    expect(simulatedAmounts().at(-1)).toBe('500000');
  });

  it('send-all empties the account: the balance less the fees and the new account’s storage', async () => {
    node.fund(CAROL, XTZ(3));
    const prepared = await family.prepare(
      coin(2),
      send({ to: 'tz1burnburnburnburnburnburnburjAYjjX', sendAll: true }),
    );
    // simulated with the whole balance less 1 XTZ (spec §5), which leaves room for the burn
    expect(simulatedAmounts().at(-1)).toBe('2000000');
    expect(prepared.quote.isMax).toBe(true);
    expect(prepared.quote.amount + prepared.quote.fee).toBe(XTZ(3));
    await submit(coin(2), prepared);
    expect(node.balance(CAROL)).toBe(0n);
  });

  it('refuses what the chain would refuse, with the spec’s words', async () => {
    await expect(family.quote(coin(), send({ to: ME, amount: 1n }))).rejects.toThrow(TEZOS_ERRORS.toSelf);
    await expect(family.quote(coin(), send({ amount: 0n }))).rejects.toThrow(TEZOS_ERRORS.amountZero);
    await expect(family.quote(coin(), send({ to: 'tz1notanaddress', amount: 1n }))).rejects.toThrow(
      TEZOS_ERRORS.badAddress,
    );
    // checksum validation (spec §5): one character changed
    await expect(
      family.quote(coin(), send({ to: `${BOB.slice(0, -1)}${BOB.endsWith('a') ? 'b' : 'a'}`, amount: 1n })),
    ).rejects.toThrow(TEZOS_ERRORS.badAddress);
    await expect(family.quote(coin(), send({ amount: XTZ(1000) }))).rejects.toThrow(
      TEZOS_ERRORS.insufficient,
    );
    await expect(
      family.quote(coin(), send({ amount: 1n, memo: { kind: 'text', value: 'hi' } })),
    ).rejects.toThrow(TEZOS_ERRORS.noMemo);
    // an unrevealed account whose public key main does not know cannot make its first send
    node.fund(addressOf(3), XTZ(5));
    const { publicKey: _pk, ...noKey } = coin(3);
    await expect(family.quote(noKey, send({ amount: 1n }))).rejects.toThrow(TEZOS_ERRORS.noPublicKey);
  });

  it('a simulation the protocol fails is refused with its error id', async () => {
    node.lie((path, body) => {
      if (!path.endsWith('/run_operation')) return undefined;
      const b = body as { contents: { metadata: { operation_result: Record<string, unknown> } }[] };
      b.contents.at(-1)!.metadata.operation_result = {
        status: 'failed',
        errors: [{ kind: 'temporary', id: 'proto.021-PsQuebec.contract.balance_too_low' }],
      };
      return b;
    });
    try {
      await expect(family.quote(coin(), send({ amount: 1n }))).rejects.toThrow(
        TEZOS_ERRORS.simulationFailed('proto.021-PsQuebec.contract.balance_too_low'),
      );
    } finally {
      node.lie(null);
    }
  });
});

describe('a hostile node or main: the real signer process refuses, the fixture never sees it', () => {
  const refused = async (c: CoinRef, prepared: Prepared) =>
    t.app.signer
      .call('signTransfer', {
        walletId,
        network: family.network,
        unsigned: prepared.unsigned,
        intent: prepared.intent,
        activePath: c.path,
      })
      .then(
        () => 'signed',
        (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
      );

  it('another recipient forged in, or a fee above the approved cap', async () => {
    const prepared = await family.prepare(coin(), send({ amount: XTZ(1) }));
    const swapped = family.prepare(coin(), send({ to: CAROL, amount: XTZ(1) }));
    expect(await refused(coin(), { ...prepared, unsigned: (await swapped).unsigned })).toBe(
      'INTENT_MISMATCH: to',
    );
    expect(await refused(coin(), { ...prepared, intent: { ...prepared.intent, feeCap: '1' } })).toBe(
      'INTENT_MISMATCH: feeCap',
    );
  });

  it('a node answering the injection with another operation hash is not followed', async () => {
    const prepared = await family.prepare(coin(), send({ amount: 1n }));
    const { signed } = await t.app.signer.call('signTransfer', {
      walletId,
      network: family.network,
      unsigned: prepared.unsigned,
      intent: prepared.intent,
      activePath: coin().path,
    });
    node.lie((path) =>
      path === '/injection/operation' ? 'onvn6SRYs4sV1oMMq2hUuJF7pXaHsf5gjvRMjjRHGzS6cgyfezs' : undefined,
    );
    try {
      await expect(family.broadcast(coin(), signed)).rejects.toThrow('another operation hash');
    } finally {
      node.lie(null);
    }
  });

  it('a signature the node does not accept is refused with the protocol’s id', async () => {
    const prepared = await family.prepare(coin(), send({ amount: 1n }));
    const forgedSig = `${prepared.unsigned}${'00'.repeat(64)}`;
    await expect(family.broadcast(coin(), forgedSig)).rejects.toThrow(/invalid_signature/);
  });
});

describe('Tezos through the app’s services (send.quote, send.submit, confirmation loop)', () => {
  it('send.quote then send.submit: signed in the signer process, injected, confirmed', async () => {
    const form = {
      coinId: xtzCoinId,
      to: CAROL,
      amount: '1.5',
      sendAll: false,
      feeOption: 'Recommended' as const,
    };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    expect(q.value).toMatchObject({ amount: '1.5', feeSymbol: 'XTZ', feeOptions: [] });
    const before = node.balance(CAROL);
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: (q.value as { fee: string }).fee });
    if (!r.ok) throw new Error(r.error.message);
    expect(node.balance(CAROL)).toBe(before + XTZ(1.5));
  });

  it('an imported account’s first send reveals it (the public key comes from the signer)', async () => {
    // account 4 of the phrase, imported as an edsk key: a private-key wallet with one key
    const edsk = tezosEdsk(4);
    const imp = await t.app.dispatch('wallets.importKey', {
      chainName: 'tezos',
      privateKey: edsk,
    });
    if (!imp.ok) throw new Error(imp.error.message);
    node.fund(addressOf(4), XTZ(4));
    const c = await tezosCoin();
    expect(c.address).toBe(addressOf(4));
    const form = { coinId: c.id, to: BOB, amount: '1', sendAll: false, feeOption: 'Recommended' as const };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: (q.value as { fee: string }).fee });
    if (!r.ok) throw new Error(r.error.message);
    expect(node.account(addressOf(4))?.managerKey).toBe(tezosPublicKey(pkOf(4)));
  });
});

/** zarith (Tezos' variable-length natural) of `n`, hex */
function zarith(n: number): string {
  let out = '';
  let v = BigInt(n);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out += byte.toString(16).padStart(2, '0');
  } while (v > 0n);
  return out;
}
