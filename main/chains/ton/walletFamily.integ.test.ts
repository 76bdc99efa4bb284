/**
 * The TON family against @ton/sandbox behind the toncenter facade (test/ton/tonNode.ts): the
 * real wallet v4r2 and W5 contracts and a real TEP-74 jetton minter. Requests are signed by the
 * real signer code (test/ton/realSigner.ts) with the abandon wallet, so every prepared request
 * also passes the signer's decode and intent checks, and the wallet contract checks the signature.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { abandonTonAccount, signTonWithRealSigner } from '../../../test/ton/realSigner';
import { startTonNode, type TonNode } from '../../../test/ton/tonNode';
import { createHttp } from '../../net/http';
import { maxFeeOf, type CoinRef, type WalletFamily } from '../family';
import { DEFAULT_COMMENT, FEE_PAD, JETTON_ATTACH, JETTON_FEE_ADD } from './constants';
import { TON_ERRORS } from './errors';
import { friendlyOf, tonWalletOf } from './logic';
import { createTonWalletFamily } from './walletFamily';

const TON = 1_000_000_000n;
let node: TonNode;
let family: WalletFamily;
let master: string;
let now = Date.now();

const me = abandonTonAccount(0);
const bob = abandonTonAccount(1);
const w5 = abandonTonAccount(2);
const carol = abandonTonAccount(3);

const coin = (a: { address: string; publicKey: string }, index = 0, jetton?: string): CoinRef => ({
  walletId: 'w',
  chainName: 'ton',
  symbol: jetton ? 'USDT' : 'TON',
  decimals: jetton ? 6 : 9,
  address: a.address,
  publicKey: a.publicKey,
  path: `m/44'/607'/${index}'`,
  ...(jetton ? { contractAddress: jetton } : {}),
});

async function refusal(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).message;
}

/** prepare → real signer → broadcast → one status look */
async function send(c: CoinRef, index: number, to: string, amount: bigint, memo?: string, sendAll = false) {
  const prepared = await family.prepare(c, {
    to,
    amount,
    sendAll,
    feeOption: 'Recommended',
    ...(memo ? { memo: { kind: 'text', value: memo } } : {}),
  });
  const { hash, pending } = await family.broadcast(
    c,
    signTonWithRealSigner(prepared.unsigned, prepared.intent, index),
  );
  return { prepared, hash, pending, status: await family.status(c, hash, pending) };
}

beforeAll(async () => {
  node = await startTonNode();
  await node.fund(me.address, 10n * TON);
  master = await node.deployJetton({ name: 'Tether USD', symbol: 'USDT', decimals: 6 });
  await node.mintJetton(master, me.address, 50_000_000n);
  family = createTonWalletFamily({
    network: 'local',
    local: { toncenterUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    now: () => now,
  });
}, 120_000);

afterAll(() => node.close());

describe('TON family on the sandbox', () => {
  it('reads the balance (9 decimals) and the jetton balance of an undeployed v4r2 wallet', async () => {
    const snap = await family.snapshot(coin(me));
    // 10 TON funded, and the mint's excess the jetton wallet sent on to its owner
    expect(snap.balance).toBe(await node.balance(me.address));
    expect(snap.balance).toBeGreaterThanOrEqual(10n * TON);
    expect(snap.receiveAddress).toBe(me.address);
    expect(Address.parseFriendly(snap.receiveAddress).isBounceable).toBe(false);
    expect((await family.snapshot(coin(me, 0, master))).balance).toBe(50_000_000n);
    expect(snap.history.find((h) => h.amount === (10n * TON).toString())).toMatchObject({
      status: 'success',
      to: me.address,
    });
  });

  it('reads a custom jetton’s name, symbol and decimals from its master', async () => {
    expect(await family.tokenInfo!('ton', master)).toEqual({
      contractAddress: Address.parse(master).toString(),
      name: 'Tether USD',
      symbol: 'USDT',
      decimals: 6,
    });
    expect(await refusal(family.tokenInfo!('ton', bob.address))).toBe(TON_ERRORS.notJetton);
  });

  it('quotes the emulated fee plus 15,000 nano, and the first send deploys the wallet and pays non-bounceable', async () => {
    const q = await family.quote(coin(me), {
      to: bob.address,
      amount: TON,
      sendAll: false,
      feeOption: 'Recommended',
    });
    expect(q.fee).toBeGreaterThan(FEE_PAD);
    expect(maxFeeOf(q)).toBeUndefined();
    const before = await node.balance(me.address);
    const r = await send(coin(me), 0, bob.address, TON);
    expect(r.prepared.intent).toMatchObject({
      walletVersion: 'v4r2',
      memo: { kind: 'text', value: DEFAULT_COMMENT },
    });
    expect(r.status).toBe('confirmed');
    expect(await node.balance(bob.address)).toBe(TON);
    const spent = before - (await node.balance(me.address));
    expect(spent - TON).toBeLessThanOrEqual(q.fee);
    expect(spent - TON).toBeGreaterThan(q.fee - FEE_PAD - 2_000_000n);
    const snap = await family.snapshot(coin(me));
    expect(snap.history.find((h) => h.amount === (-TON).toString())).toMatchObject({
      to: bob.address,
      status: 'success',
      // what the wallet paid beside the TON it sent: the transaction's fees and forwarding
      fee: (spent - TON).toString(),
    });
  });

  it('sends a jetton: 0.2 TON attached, 200,000,000 + 15,000 on the fee, the unspent part back', async () => {
    const c = coin(me, 0, master);
    const q = await family.quote(c, {
      to: bob.address,
      amount: 7_000_000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    expect(q.fee).toBeGreaterThan(JETTON_FEE_ADD);
    expect(maxFeeOf(q)).toBe(q.fee);
    const tonBefore = await node.balance(me.address);
    const r = await send(c, 0, bob.address, 7_000_000n, 'for lunch');
    expect(r.status).toBe('confirmed');
    expect(await node.jettonBalance(master, bob.address)).toBe(7_000_000n);
    expect(await node.jettonBalance(master, me.address)).toBe(43_000_000n);
    const tonSpent = tonBefore - (await node.balance(me.address));
    expect(tonSpent).toBeLessThan(JETTON_ATTACH); // the excess came back
    const hist = (await family.snapshot(c)).history;
    expect(hist[0]).toMatchObject({
      amount: '-7000000',
      status: 'success',
      to: bob.address,
      contractAddress: Address.parse(master).toString(),
    });
    const bobHist = (await family.snapshot(coin(bob, 1, master))).history;
    expect(bobHist[0]).toMatchObject({ amount: '7000000', from: me.address });
  });

  it('bounces to an active contract given in bounceable form, never to a non-bounceable one', async () => {
    const meV4 = Address.parse(me.address);
    const bounceable = meV4.toString({ bounceable: true, testOnly: true });
    const p1 = await family.prepare(coin(me), {
      to: bounceable,
      amount: 1000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const p2 = await family.prepare(coin(me), {
      to: me.address,
      amount: 1000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const bounceOf = async (unsigned: string) => {
      const { loadMessage, Cell, loadMessageRelaxed } = await import('@ton/core');
      const body = loadMessage(Cell.fromBase64(unsigned).beginParse()).body.beginParse();
      body.skip(32 * 3 + 16);
      const m = loadMessageRelaxed(body.loadRef().beginParse());
      return m.info.type === 'internal' && m.info.bounce;
    };
    expect(await bounceOf(p1.unsigned)).toBe(true);
    expect(await bounceOf(p2.unsigned)).toBe(false);
  });

  it('finds a W5 wallet that holds the funds, shows it, and sends from it', async () => {
    const v5 = friendlyOf(tonWalletOf('v5r1', w5.publicKey, 'testnet').address, 'testnet');
    await node.fund(v5, 3n * TON);
    const snap = await family.snapshot(coin(w5, 2));
    expect(snap.receiveAddress).toBe(v5);
    expect(snap.balance).toBe(3n * TON);
    const r = await send(coin(w5, 2), 2, carol.address, TON / 2n);
    expect(r.prepared.intent).toMatchObject({ walletVersion: 'v5r1', from: v5 });
    expect(r.status).toBe('confirmed');
    expect(await node.balance(carol.address)).toBe(TON / 2n);
    expect((await family.snapshot(coin(w5, 2))).history[0]).toMatchObject({
      amount: (-TON / 2n).toString(),
      from: v5,
      to: carol.address,
    });
  });

  it('sends all: the balance less the fee', async () => {
    const held = (await family.snapshot(coin(carol, 3))).balance;
    const r = await send(coin(carol, 3), 3, me.address, 0n, undefined, true);
    expect(r.status).toBe('confirmed');
    expect(r.prepared.quote.amount).toBe(held - r.prepared.quote.fee);
    expect(await node.balance(carol.address)).toBeLessThan(FEE_PAD + 1_000_000n);
  });

  it('follows a request by seqno: pending before it lands, failed once valid_until passed, replaced when another used the seqno', async () => {
    const c = coin(me);
    const a = await family.prepare(c, {
      to: bob.address,
      amount: 1000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const b = await family.prepare(c, {
      to: bob.address,
      amount: 2000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const signedA = signTonWithRealSigner(a.unsigned, a.intent);
    const signedB = signTonWithRealSigner(b.unsigned, b.intent);
    const { hash, pending } = await family.broadcast(c, signedA);
    expect(await family.status(c, hash, pending)).toBe('confirmed');
    // b used the same seqno: the wallet refuses it; its entry is replaced once the seqno passed
    await expect(family.broadcast(c, signedB)).rejects.toThrow();
    const { Cell } = await import('@ton/core');
    const hashB = Cell.fromBase64(signedB).hash().toString('hex');
    expect(await family.status(c, hashB, { ...pending, hash: hashB })).toBe('replaced');
    const later = await family.prepare(c, {
      to: bob.address,
      amount: 1000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const payload = { ...(pending.payload as object), seqno: 99, validUntil: Math.floor(now / 1000) + 60 };
    expect(await family.status(c, 'ab'.repeat(32), { ...pending, payload })).toBe('pending');
    now += 120_000;
    expect(await family.status(c, 'ab'.repeat(32), { ...pending, payload })).toBe('failed');
    now -= 120_000;
    expect(later.quote.fee).toBeGreaterThan(0n);
  });

  it('refuses what it cannot send', async () => {
    const c = coin(me);
    expect(
      await refusal(family.quote(c, { to: 'nope', amount: 1n, sendAll: false, feeOption: 'Recommended' })),
    ).toBe(TON_ERRORS.badAddress);
    expect(
      await refusal(
        family.quote(c, { to: bob.address, amount: 100n * TON, sendAll: false, feeOption: 'Recommended' }),
      ),
    ).toBe(TON_ERRORS.insufficient('TON'));
    expect(
      await refusal(
        family.quote(coin(me, 0, master), {
          to: bob.address,
          amount: 10n ** 12n,
          sendAll: false,
          feeOption: 'Recommended',
        }),
      ),
    ).toBe(TON_ERRORS.insufficient('USDT'));
    const noKey = { ...coin(me) };
    delete noKey.publicKey;
    expect(
      await refusal(
        family.quote(noKey, { to: bob.address, amount: 1n, sendAll: false, feeOption: 'Recommended' }),
      ),
    ).toBe(TON_ERRORS.noPublicKey);
  });

  it('reads every documented sendBoc success shape as sent; only ok:false is a refusal', async () => {
    const dave = abandonTonAccount(5);
    await node.fund(dave.address, 2n * TON);
    const shapes: unknown[] = [
      { ok: true, result: { '@type': 'ok' } },
      { ok: true },
      { ok: true, result: { '@type': 'raw.extMessageInfo', hash: 'x' } },
      { message_hash: 'x', message_hash_norm: 'y' },
    ];
    try {
      for (const shape of shapes) {
        node.lie((path) => (path === '/api/v2/sendBoc' ? shape : undefined));
        const r = await send(coin(dave, 5), 5, bob.address, TON / 10n);
        expect(r.status).toBe('confirmed');
      }
      node.lie((path) =>
        path === '/api/v2/sendBoc'
          ? { ok: false, error: 'LITE_SERVER_UNKNOWN: cannot apply', code: 500 }
          : undefined,
      );
      expect(await refusal(send(coin(dave, 5), 5, bob.address, TON / 10n))).toMatch(
        /toncenter refused the message: LITE_SERVER_UNKNOWN/,
      );
    } finally {
      node.lie(null);
    }
  });

  it('history: a transaction toncenter writes oddly is skipped and counted, the rest shown', async () => {
    const honest = await family.snapshot(coin(me));
    node.lie((path, body) => {
      if (path !== '/api/v2/getTransactions') return undefined;
      const list = (body as { result: unknown[] }).result;
      return { ok: true, result: [{ utime: 'now', transaction_id: {} }, ...list] };
    });
    try {
      const snap = await family.snapshot(coin(me));
      expect(snap.historySkipped).toBe(1);
      expect(snap.history).toEqual(honest.history);
    } finally {
      node.lie(null);
    }
  });

  it('fails with a NETWORK error when the profile has no TON API', async () => {
    const bare = createTonWalletFamily({ network: 'local', http: createHttp({ retries: 0 }) });
    expect(await refusal(bare.snapshot(coin(me)))).toBe(TON_ERRORS.noNode);
    expect(bare.confirmPolicy).toEqual({ intervalMs: 10_000, tries: 5 });
  });
});
