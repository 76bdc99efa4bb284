// The Tron family against the fixture full node + TronGrid + Tronscan (test/tron), in their wire
// formats and with a ledger: every transaction is built by the node, signed by the real signer
// process (signer/chains/tron, through the test app's signTransfer) and broadcast; the ledger must
// then show exactly what the quote said would be burnt.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromPublicKey } from '../../../shared/chains/tron/validate';
import type { CallOutput } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startTronNode, type TronNode } from '../../../test/tron/tronNode';
import { createHttp } from '../../net/http';
import {
  maxFeeOf,
  type CoinRef,
  type Prepared,
  type Quote,
  type QuoteParams,
  type WalletFamily,
} from '../family';
import { ACCOUNT_CACHE_MS, TOKEN_FEE_LIMIT, TRON_ERRORS } from './constants';
import { bandwidthBytes } from './logic';
import { createTronWalletFamily, TRON_CONFIRM_POLICY } from './walletFamily';

/** The usage row's numbers back as bigints: what the account's resources cover of what the send uses. */
function usageOf(q: Quote) {
  const row = q.costs?.find((r) => r.kind === 'usage');
  const text = row?.kind === 'usage' ? row.text : '';
  const m = /^Bandwidth (\d+) of (\d+) bytes covered(?: · Energy (\d+) of (\d+) covered)?$/.exec(text);
  if (!m) throw new Error(`no usage row: ${text}`);
  return {
    bandwidth: { covered: BigInt(m[1]!), used: BigInt(m[2]!) },
    energy: { covered: BigInt(m[3] ?? 0), used: BigInt(m[4] ?? 0) },
  };
}

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE));
const pathOf = (i: number) => `m/44'/195'/0'/0/${i}`;
const addressOf = (i: number) => tronAddressFromPublicKey(root.derive(pathOf(i)).publicKey!);
const ME = addressOf(0);
const BOB = addressOf(1);
const CAROL = addressOf(2);
const TRX = (n: number) => BigInt(Math.round(n * 1e6));

let node: TronNode;
let usdt: string;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let trxCoinId: string;
const statuses: { hash: string; status: string }[] = [];
/** moved past the account cache whenever the ledger changed behind the family's back */
let clockOffset = 0;
const fresh = () => (clockOffset += ACCOUNT_CACHE_MS + 1);

const coin = (over: Partial<CoinRef> = {}): CoinRef => ({
  walletId,
  chainName: 'tron',
  symbol: 'TRX',
  decimals: 6,
  address: ME,
  path: pathOf(0),
  ...over,
});
const trx = () => coin();
const usdtCoin = () => coin({ symbol: 'USDT', contractAddress: usdt });
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

/** signs what the family prepared in the real signer process and broadcasts it through the family */
async function submit(c: CoinRef, prepared: Prepared): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: c.path,
  });
  const { hash } = await family.broadcast(c, signed);
  return hash;
}

beforeAll(async () => {
  node = await startTronNode();
  node.fund(ME, TRX(2000));
  usdt = node.deployToken({ symbol: 'USDT', decimals: 6, name: 'Tether USD' });
  node.mintToken(usdt, ME, TRX(100));
  family = createTronWalletFamily({
    network: 'local',
    local: { nodeUrl: node.url, scanUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    now: () => Date.now() + clockOffset,
  });
  t = await startTestApp({ families: { tron: family } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: PHRASE,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const list = await t.app.dispatch('coins.list', {});
  if (!list.ok) throw new Error(list.error.message);
  const tronCoin = (
    list.value as { coins: { id: string; chainName: string; type: string; address: string }[] }
  ).coins.find((c) => c.chainName === 'tron' && c.type === 'coin')!;
  // the signer derives the same address the test funds
  expect(tronCoin.address).toBe(ME);
  trxCoinId = tronCoin.id;
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as { hash: string; status: string });
  });
});
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Tron sends against the fixture node', () => {
  it('TRX to a new account: the quote burns 1 TRX + 0.1 TRX creation, and exactly that leaves', async () => {
    const q = await family.quote(trx(), send({ amount: TRX(10) }));
    expect(q.fee).toBe(1_100_000n);
    expect(usageOf(q).bandwidth.covered).toBe(0n);
    const before = node.balance(ME);
    const prepared = await family.prepare(trx(), send({ amount: TRX(10) }));
    expect(prepared.intent).toMatchObject({
      family: 'tron',
      from: ME,
      to: BOB,
      amount: '10000000',
      feeCap: '1100000',
    });
    const hash = await submit(trx(), prepared);
    expect(node.balance(BOB)).toBe(TRX(10));
    expect(node.balance(ME)).toBe(before - TRX(10) - q.fee);
    expect(await family.status(trx(), hash)).toBe('confirmed');
    expect(family.confirmPolicy).toEqual({ intervalMs: 3000, tries: 5 });
    expect(TRON_CONFIRM_POLICY).toEqual({ intervalMs: 3000, tries: 5 });
  });

  it('TRX with a memo to an existing account: free bandwidth pays the bytes, the memo fee is burnt', async () => {
    const p = send({ amount: TRX(1), memo: { kind: 'text', value: 'invoice 42' } });
    const prepared = await family.prepare(trx(), p);
    expect(prepared.quote.fee).toBe(1_000_000n);
    expect(usageOf(prepared.quote).bandwidth.covered).toBe(usageOf(prepared.quote).bandwidth.used);
    const before = node.balance(ME);
    await submit(trx(), prepared);
    expect(node.balance(ME)).toBe(before - TRX(1) - 1_000_000n);
  });

  it('send-all leaves nothing behind but what the fee burns', async () => {
    const poor = coin({ address: CAROL, path: pathOf(2) });
    node.fund(CAROL, TRX(3));
    const prepared = await family.prepare(poor, send({ to: ME, sendAll: true }));
    expect(prepared.quote.isMax).toBe(true);
    expect(prepared.quote.amount + prepared.quote.fee).toBe(TRX(3));
    await submit(poor, prepared);
    expect(node.balance(CAROL)).toBe(0n);
  });

  it('USDT to a new holder: energy from the constant call × 420 sun, fee_limit 1e9 within the cap', async () => {
    const q = await family.quote(usdtCoin(), send({ amount: TRX(7) }));
    const usage = usageOf(q);
    expect(usage.energy).toEqual({ used: 64_285n, covered: 0n });
    // the fee limit row: the call's fee_limit on top of every byte burnt
    expect(maxFeeOf(q)).toBe(TOKEN_FEE_LIMIT + usage.bandwidth.used * 1000n);
    expect(q.fee).toBe(64_285n * 420n + (usage.bandwidth.covered ? 0n : usage.bandwidth.used * 1000n));
    fresh();
    const prepared = await family.prepare(usdtCoin(), send({ amount: TRX(7) }));
    expect(BigInt(prepared.intent.feeCap)).toBeGreaterThanOrEqual(TOKEN_FEE_LIMIT);
    const before = node.balance(ME);
    const hash = await submit(usdtCoin(), prepared);
    expect(node.tokenBalance(usdt, BOB)).toBe(TRX(7));
    expect(node.balance(ME)).toBe(before - prepared.quote.fee);
    expect(await family.status(usdtCoin(), hash)).toBe('confirmed');
  });

  it('USDT with a memo: the memo goes into raw_data.data, the signer accepts it and 1 TRX is burnt for it', async () => {
    fresh();
    const prepared = await family.prepare(
      usdtCoin(),
      send({ amount: TRX(1), memo: { kind: 'text', value: 'thanks' } }),
    );
    expect(usageOf(prepared.quote).energy.used).toBe(31_895n);
    const before = node.balance(ME);
    await submit(usdtCoin(), prepared);
    expect(node.tokenBalance(usdt, BOB)).toBe(TRX(8));
    expect(node.balance(ME)).toBe(before - prepared.quote.fee);
    expect(prepared.quote.fee).toBeGreaterThanOrEqual(1_000_000n + 31_895n * 420n);
  });

  it('refuses a token amount above the balance and a fee the TRX cannot pay', async () => {
    fresh();
    await expect(family.quote(usdtCoin(), send({ amount: TRX(1000) }))).rejects.toMatchObject({
      code: 'RULE',
    });
    const broke = addressOf(3);
    node.fund(broke, 1);
    node.mintToken(usdt, broke, 5);
    await expect(
      family.quote(
        coin({ address: broke, path: pathOf(3), symbol: 'USDT', contractAddress: usdt }),
        send({ amount: 1n }),
      ),
    ).rejects.toMatchObject({ code: 'RULE', message: TRON_ERRORS.feeShort });
  });

  it("'Something went wrong' when the broadcast returns no result", async () => {
    fresh();
    const prepared = await family.prepare(trx(), send({ amount: 1n }));
    node.lie((path) => (path === '/wallet/broadcasthex' ? {} : undefined));
    try {
      await expect(submit(trx(), prepared)).rejects.toThrow(new AppError('NETWORK', 'Something went wrong'));
    } finally {
      node.lie(null);
    }
  });

  it('balances: TRX and ten tokens for each of ten wallets in one TronGrid call per wallet', async () => {
    const tokens = Array.from({ length: 10 }, (_, i) => node.deployToken({ symbol: `T${i}`, decimals: 6 }));
    const coins: CoinRef[] = [];
    for (let w = 0; w < 10; w++) {
      const address = addressOf(10 + w);
      node.fund(address, TRX(w + 1));
      tokens.forEach((t, i) => node.mintToken(t, address, BigInt(w * 100 + i)));
      coins.push(coin({ address }), ...tokens.map((t) => coin({ address, symbol: 'T', contractAddress: t })));
    }
    const seen = node.requests().length;
    const map = await family.balances!(coins);
    const asked = node.requests().slice(seen);
    expect(asked.filter((r) => r.path.startsWith('/v1/accounts/'))).toHaveLength(10);
    expect(asked).toHaveLength(10);
    expect(map.get(coins[0]!)).toBe(TRX(1));
    // wallet 1: its TRX at 11, its token i at 12 + i
    expect(map.get(coins[12 + 3]!)).toBe(103n);
  });

  it('history: TRX sends signed negative with the contract result; token transfers SUCCESS', async () => {
    const snap = await family.snapshot(trx());
    expect(snap.history.length).toBeGreaterThanOrEqual(3);
    expect(snap.history.length).toBeLessThanOrEqual(20);
    const toBob = snap.history.find((h) => h.to === BOB && h.amount === '-10000000');
    expect(toBob).toMatchObject({ status: 'success', from: ME });
    // the fee the wallet paid (ret[0].fee, sun), as the node's ledger charged it
    const charged = node.ledger.txs.get(toBob!.hash.toLowerCase())!.fee;
    expect(toBob!.fee).toBe(String(charged));
    expect([...snap.history].sort((a, b) => b.date - a.date)).toEqual(snap.history);
    const tok = await family.snapshot(usdtCoin());
    expect(tok.balance).toBe(TRX(100 - 8));
    expect(tok.history.map((h) => [h.amount, h.status, h.contractAddress])).toContainEqual([
      '-7000000',
      'success',
      usdt,
    ]);
  });

  it('history: one malformed TronGrid entry is skipped and counted, the rest shown', async () => {
    const honest = await family.snapshot(trx());
    node.lie((path, body) => {
      if (!/\/transactions(\/trc20)?$/.test(path)) return undefined;
      const data = (body as { data: unknown[] }).data;
      // an entry without raw_data (a contract type the wallet does not know, a renamed field)
      return {
        ...(body as object),
        data: [data[0], { txID: 'ab'.repeat(32), block_timestamp: 'soon' }, ...data.slice(1)],
      };
    });
    try {
      const snap = await family.snapshot(trx());
      expect(snap.historySkipped).toBe(1);
      expect(snap.history).toEqual(honest.history);
      const tok = await family.snapshot(usdtCoin());
      expect(tok.historySkipped).toBe(1);
      expect(tok.history.length).toBeGreaterThan(0);
    } finally {
      node.lie(null);
    }
  });

  it('tokenInfo reads name, symbol and decimals from the contract', async () => {
    const eighteen = node.deployToken({ symbol: 'WBT', decimals: 18, name: 'Wrapped Thing' });
    expect(await family.tokenInfo!('tron', eighteen)).toEqual({
      contractAddress: eighteen,
      name: 'Wrapped Thing',
      symbol: 'WBT',
      decimals: 18,
    });
  });
});

describe('Tron staking against the fixture node', () => {
  const staking = () => family.staking!;

  it('offers the five actions; validators sorted by votes with names and APR where given', async () => {
    expect(staking().actions).toEqual(['stake', 'unstake', 'vote', 'withdraw', 'claim']);
    const vs = await staking().validators('tron');
    expect(vs.map((v) => v.name)).toEqual([
      'Binance Staking',
      'Poloniex',
      'TronLink',
      'JustinSunTron',
      'Sesameseed',
    ]);
    expect(vs[0]).toMatchObject({ apy: 3.54, activatedStake: 2_900_000_000n * 1_000_000n });
    expect(vs[4]!.apy).toBeUndefined();
  });

  it('freeze for energy, vote within TRON Power, claim after 24 h, unfreeze, withdraw once expired', async () => {
    fresh();
    const stake = await staking().prepare(trx(), { action: 'stake', amount: TRX(100), resource: 'ENERGY' });
    expect(stake.intent).toMatchObject({ kind: 'stake', to: ME, amount: '100000000', resource: 'ENERGY' });
    await submit(trx(), stake);
    let pos = await staking().positions(trx());
    expect(pos).toContainEqual({
      id: 'ENERGY',
      validator: 'ENERGY',
      amount: TRX(100),
      status: 'active',
      actions: ['unstake'],
    });

    const [w1, w2] = node.witnesses();
    await expect(
      staking().prepare(trx(), { action: 'vote', votes: [{ validator: w1!.address, count: 101 }] }),
    ).rejects.toMatchObject({ code: 'RULE' });
    const vote = await staking().prepare(trx(), {
      action: 'vote',
      votes: [
        { validator: w1!.address, count: 60 },
        { validator: w2!.address, count: 0 },
      ],
    });
    expect(vote.intent).toMatchObject({
      kind: 'vote',
      amount: '0',
      votes: [{ address: w1!.address, count: 60 }],
    });
    await submit(trx(), vote);
    pos = await staking().positions(trx());
    expect(pos).toContainEqual({
      kind: 'vote',
      id: `vote:${w1!.address}`,
      validator: w1!.address,
      amount: TRX(60),
      status: 'active',
      actions: [],
    });

    // never claimed, nothing accrued yet
    await expect(staking().prepare(trx(), { action: 'claim' })).rejects.toMatchObject({
      message: TRON_ERRORS.noReward,
    });
    node.advanceTime(25 * 3600 * 1000);
    fresh();
    const claim = await staking().prepare(trx(), { action: 'claim' });
    expect(claim.quote.amount).toBeGreaterThan(0n);
    const before = node.balance(ME);
    await submit(trx(), claim);
    expect(node.balance(ME)).toBe(before + claim.quote.amount - claim.quote.fee);
    node.advanceTime(3600 * 1000);
    fresh();
    await expect(staking().prepare(trx(), { action: 'claim' })).rejects.toMatchObject({
      message: TRON_ERRORS.claimTooSoon,
    });

    const unstake = await staking().prepare(trx(), {
      action: 'unstake',
      amount: TRX(40),
      resource: 'ENERGY',
    });
    await submit(trx(), unstake);
    pos = await staking().positions(trx());
    expect(pos.find((p) => p.id.startsWith('unfreeze:'))).toMatchObject({
      amount: TRX(40),
      status: 'deactivating',
      actions: [],
    });
    await expect(staking().prepare(trx(), { action: 'withdraw' })).rejects.toMatchObject({
      message: TRON_ERRORS.noExpired,
    });
    node.advanceTime(14 * 24 * 3600 * 1000 + 1000);
    fresh();
    pos = await staking().positions(trx());
    expect(pos.find((p) => p.id.startsWith('unfreeze:'))).toMatchObject({
      status: 'inactive',
      actions: ['withdraw'],
    });
    const withdraw = await staking().prepare(trx(), { action: 'withdraw' });
    expect(withdraw.quote.amount).toBe(TRX(40));
    const b2 = node.balance(ME);
    await submit(trx(), withdraw);
    expect(node.balance(ME)).toBe(b2 + TRX(40) - withdraw.quote.fee);
  });

  it("no unfreeze left: unstake is not offered and is refused with the 'disabled_unstaking' message", async () => {
    fresh();
    // java-tron leaves a zero count out: {}
    node.lie((path) => (path === '/wallet/getavailableunfreezecount' ? {} : undefined));
    try {
      const pos = await staking().positions(trx());
      expect(pos.find((p) => p.id === 'ENERGY')?.actions).toEqual([]);
      await expect(
        staking().prepare(trx(), { action: 'unstake', amount: TRX(1), resource: 'ENERGY' }),
      ).rejects.toMatchObject({
        code: 'RULE',
        message: 'Unstaking is currently unavailable because the maximum limit has been reached.',
      });
    } finally {
      node.lie(null);
    }
  });
});

describe('Tron quote latency (fixture with 200 ms per answer)', () => {
  it('a TRC-20 quote (token balance, resources, energy estimate, recipient check, build) is one round trip', async () => {
    const slow = await startTronNode({ delayMs: 200 });
    try {
      slow.fund(ME, TRX(100));
      const token = slow.deployToken({ symbol: 'USDT', decimals: 6 });
      slow.mintToken(token, ME, TRX(10));
      const f = createTronWalletFamily({
        network: 'local',
        local: { nodeUrl: slow.url },
        http: createHttp({ backoffMs: 0, retries: 0 }),
      });
      const c = coin({ symbol: 'USDT', contractAddress: token });
      await f.quote(c, send({ to: BOB, amount: 1n })); // chain parameters are read once and kept
      const t0 = Date.now();
      await f.quote(c, send({ to: CAROL, amount: 2n }));
      // the bound is 2 RTT; every request goes out at once, so one answer's wait is all
      expect(Date.now() - t0).toBeLessThan(2 * 200);
    } finally {
      await slow.close();
    }
  });
});

describe('Tron through the app’s services (transfer and staking services, real signer process)', () => {
  it('send.quote shows the burn; send.submit signs, broadcasts and the confirmation loop confirms', async () => {
    fresh();
    const form = {
      coinId: trxCoinId,
      to: BOB,
      amount: '2',
      sendAll: false,
      feeOption: 'Recommended' as const,
    };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    expect(q.value).toMatchObject({ amount: '2', feeSymbol: 'TRX', feeOptions: [] });
    const fee = (q.value as { fee: string }).fee;
    const before = node.balance(BOB);
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: fee });
    if (!r.ok) throw new Error(r.error.message);
    const { hash } = r.value as { hash: string };
    expect(node.balance(BOB)).toBe(before + TRX(2));
    const end = Date.now() + 20_000;
    while (!statuses.some((s) => s.hash === hash && s.status !== 'submitted') && Date.now() < end)
      await new Promise((res) => setTimeout(res, 100));
    expect(statuses.find((s) => s.hash === hash && s.status !== 'submitted')?.status).toBe('confirmed');
  });

  it('USDT through send.submit: the review shows the fee limit, the signer is held to it, the token moves', async () => {
    fresh();
    const added = await t.app.dispatch('coins.addToken', { chainName: 'tron', contractAddress: usdt });
    if (!added.ok) throw new Error(added.error.message);
    const coinId = (added.value as { coinId: string }).coinId;
    const form = { coinId, to: BOB, amount: '1', sendAll: false, feeOption: 'Recommended' as const };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    const quote = q.value as CallOutput<'send.quote'>;
    const limit = quote.costs.find((r) => r.kind === 'maxFee');
    const usage = quote.costs.find((r) => r.kind === 'usage');
    // what is burnt is far below the limit; both are shown, and energy is what the token call uses
    expect(limit?.kind === 'maxFee' && Number(limit.amount)).toBeGreaterThanOrEqual(1000);
    expect(Number(quote.fee)).toBeLessThan(Number(limit?.kind === 'maxFee' ? limit.amount : 0));
    expect(usage?.kind === 'usage' && Number(/Energy \d+ of (\d+)/.exec(usage.text)?.[1])).toBeGreaterThan(0);
    const before = node.tokenBalance(usdt, BOB);
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: quote.fee });
    if (!r.ok) throw new Error(r.error.message);
    expect(node.tokenBalance(usdt, BOB)).toBe(before + 1_000_000n);
  });

  it('staking.overview lists the frozen TRX, the unfreezes and the votes, with the five actions', async () => {
    fresh();
    const o = await t.app.dispatch('staking.overview', { coinId: trxCoinId });
    if (!o.ok) throw new Error(o.error.message);
    const view = o.value as { actions: string[]; positions: { id: string; validatorName?: string }[] };
    expect(view.actions).toEqual(['stake', 'unstake', 'vote', 'withdraw', 'claim']);
    expect(view.positions.map((p) => p.id)).toContain('ENERGY');
    expect(view.positions.find((p) => p.id.startsWith('vote:'))?.validatorName).toBe('Binance Staking');
  });

  it('staking.overview: info rows, TRON Power and the votes cast, stakes for a resource; disabled_unstaking', async () => {
    fresh();
    const read = async () => {
      const o = await t.app.dispatch('staking.overview', { coinId: trxCoinId });
      if (!o.ok) throw new Error(o.error.message);
      return o.value as {
        info?: { id: string; label: string; value: string }[];
        voting?: { power: number; powerName: string; votes: { validator: string; count: number }[] };
        resources?: string[];
      };
    };
    const view = await read();
    const [w1] = node.witnesses();
    // 100 TRX frozen for energy, 40 unfrozen: 60 TRX of TRON Power, all 60 cast for one witness
    expect(view.voting).toEqual({
      power: 60,
      powerName: 'TRON Power',
      votes: [{ validator: w1!.address, count: 60 }],
    });
    expect(view.resources).toEqual(['ENERGY', 'BANDWIDTH']);
    expect(view.info?.map((r) => r.id)).toEqual(['bandwidth', 'energy', 'frozen', 'votes', 'rewards']);
    expect(view.info?.find((r) => r.id === 'frozen')?.value).toBe('60 TRX for energy · 0 TRX for bandwidth');
    expect(view.info?.find((r) => r.id === 'votes')?.value).toBe('60 of 60 TRON Power');
    // the staking test moved the node clock 14 days past its claim: a claim is due again
    expect(view.info?.find((r) => r.id === 'rewards')?.value).toMatch(/^\d+(\.\d+)? TRX to claim$/);
    node.lie((path) => (path === '/wallet/getavailableunfreezecount' ? {} : undefined));
    try {
      fresh();
      expect((await read()).info?.at(-1)).toEqual({
        id: 'disabled_unstaking',
        label: 'Unstaking',
        value: 'Unstaking is currently unavailable because the maximum limit has been reached.',
      });
    } finally {
      node.lie(null);
    }
  });

  it('staking.quote names the resource and shows the most the bytes can burn beside the fee', async () => {
    fresh();
    const q = await t.app.dispatch('staking.quote', {
      coinId: trxCoinId,
      op: { action: 'stake', amount: '1', resource: 'BANDWIDTH' },
    });
    if (!q.ok) throw new Error(q.error.message);
    const quote = q.value as CallOutput<'staking.quote'>;
    expect(quote).toMatchObject({ target: 'BANDWIDTH', amount: '1', fee: '0' });
    // free bandwidth covers it today; every byte at 1000 sun is what it can burn
    const limit = quote.costs.find((r) => r.kind === 'maxFee');
    const most = Number(limit?.kind === 'maxFee' ? limit.amount : 0);
    expect(most).toBeGreaterThan(0.1);
    expect(most).toBeLessThan(0.5);
  });

  it('an unstake from the screen names the position, whose id is the resource; its whole amount by default', async () => {
    fresh();
    const energy = await family.staking!.prepare(trx(), { action: 'unstake', position: 'ENERGY' });
    expect(energy.intent).toMatchObject({ kind: 'unstake', resource: 'ENERGY', amount: '60000000' });
    await expect(
      family.staking!.prepare(trx(), { action: 'unstake', position: 'BANDWIDTH' }),
    ).rejects.toMatchObject({
      message: 'No TRX is staked for bandwidth',
    });
  });
});

describe('the fee cap of a transaction whose bytes carry no fee limit (hostile node)', () => {
  it("the quote's most is every byte at the chain's price plus the memo fee; the signer is held to it", async () => {
    fresh();
    const prepared = await family.prepare(
      trx(),
      send({ amount: TRX(1), memo: { kind: 'text', value: 'invoice 43' } }),
    );
    const bytes = usageOf(prepared.quote).bandwidth.used;
    // free bandwidth covers the bytes today: only the memo is burnt, but the bytes may burn by the time it lands
    expect(prepared.quote.fee).toBe(1_000_000n);
    expect(maxFeeOf(prepared.quote)).toBe(bytes * 1000n + 1_000_000n);
    const before = node.balance(ME);
    await submit(trx(), {
      ...prepared,
      intent: { ...prepared.intent, feeCap: String(maxFeeOf(prepared.quote)) },
    });
    expect(node.balance(ME)).toBe(before - TRX(1) - 1_000_000n);
  });

  it('a node pricing bandwidth at 1 sun a byte: the cap falls below what the bytes can burn, the signer refuses', async () => {
    const cheap = (body: unknown) => ({
      chainParameter: (body as { chainParameter: { key: string; value?: number }[] }).chainParameter.map(
        (p) => (p.key === 'getTransactionFee' ? { ...p, value: 1 } : p),
      ),
    });
    node.lie((path, body) => (path === '/wallet/getchainparameters' ? cheap(body) : undefined));
    // a family of its own: the honest one keeps the chain parameters it read for 10 minutes
    const lied = createTronWalletFamily({
      network: 'local',
      local: { nodeUrl: node.url, scanUrl: node.url },
      http: createHttp({ backoffMs: 0, retries: 0 }),
      now: () => Date.now() + clockOffset,
    });
    try {
      const before = node.balance(ME);
      const sendTrx = await lied.prepare(trx(), send({ amount: TRX(1) }));
      const freeze = await lied.staking!.prepare(trx(), {
        action: 'stake',
        amount: TRX(1),
        resource: 'BANDWIDTH',
      });
      for (const prepared of [sendTrx, freeze]) {
        // the lied price: 1 sun a byte
        expect(maxFeeOf(prepared.quote)).toBe(bandwidthBytes(prepared.unsigned));
        await expect(submit(trx(), prepared)).rejects.toMatchObject({
          code: 'INTENT_MISMATCH',
          message: 'feeCap',
        });
      }
      expect(node.balance(ME)).toBe(before);
    } finally {
      node.lie(null);
    }
  });
});
