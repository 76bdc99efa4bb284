// The Filecoin family against the fixture Lotus JSON-RPC + Filscan API (test/filecoin), in their
// wire formats and with a ledger: every message is estimated and encoded by the family, signed by
// the real signer process (signer/chains/filecoin, through the test app's signTransfer) and
// pushed; the fixture verifies the signature against From with @glif/filecoin-address, checks
// nonce and funds, and charges gas as the chain does, so balances and history move.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDON, filecoinAccount } from '../../../test/filecoin/accounts';
import {
  BASE_FEE,
  EST_GAS_FEE_CAP,
  EST_GAS_LIMIT,
  EST_GAS_PREMIUM,
  FAUCET,
  SCAN_AVG_GAS_USED,
  SCAN_BASE_FEE,
  startLotusNode,
  type LotusNode,
} from '../../../test/filecoin/lotusNode';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { createHttp } from '../../net/http';
import { maxFeeOf, type CoinRef, type Prepared, type QuoteParams, type WalletFamily } from '../family';
import {
  FALLBACK_BASE_FEE,
  FALLBACK_GAS_USED,
  FILECOIN_CONFIRM_POLICY,
  FILECOIN_ERRORS,
  HISTORY_LIMIT,
} from './constants';
import { estimateFee, txStatus } from './logic';
import { createFilecoinWalletFamily } from './walletFamily';

const ME = filecoinAccount(0);
const BOB = filecoinAccount(1).address;
const CAROL = filecoinAccount(2).address;
const FIL = (n: number) => BigInt(Math.round(n * 1e6)) * 10n ** 12n;
const httpClient = createHttp({ backoffMs: 0, retries: 0 });

let node: LotusNode;
let family: WalletFamily;
let t: TestApp;
let walletId: string;
let filCoinId: string;

const coin = (): CoinRef => ({
  walletId,
  chainName: 'filecoin',
  symbol: 'FIL',
  decimals: 18,
  address: ME.address,
  path: ME.path,
});
const send = (over: Partial<QuoteParams>): QuoteParams => ({
  to: BOB,
  amount: 0n,
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});
const calls = (method: string) => node.requests().filter((r) => r.method === method);

/** what the quote must say with the scan's numbers: (reported + 500) base fee, rounded 24 h gas */
const scanFee = () =>
  estimateFee({
    baseFee: BigInt(SCAN_BASE_FEE) + 500n,
    gasUsed: BigInt(Math.round(SCAN_AVG_GAS_USED)),
    gasLimit: EST_GAS_LIMIT,
    gasFeeCap: EST_GAS_FEE_CAP,
    gasPremium: EST_GAS_PREMIUM,
  });

async function filecoinCoin(): Promise<{ id: string; address: string }> {
  type Listed = { coins: { id: string; chainName: string; address: string }[] };
  const find = async () => {
    const list = await t.app.dispatch('coins.list', {});
    if (!list.ok) throw new Error(list.error.message);
    return (list.value as Listed).coins.find((c) => c.chainName === 'filecoin');
  };
  const shown = await find();
  if (shown) return shown;
  const cat = await t.app.dispatch('coins.catalogue', { query: 'FIL' });
  if (!cat.ok) throw new Error(cat.error.message);
  const entry = (cat.value as { entries: { id: string; chainName: string }[] }).entries.find(
    (e) => e.chainName === 'filecoin',
  )!;
  const on = await t.app.dispatch('coins.toggle', { id: entry.id });
  if (!on.ok) throw new Error(on.error.message);
  return (await find())!;
}

async function submit(prepared: Prepared): Promise<string> {
  const { signed } = await t.app.signer.call('signTransfer', {
    walletId,
    network: family.network,
    unsigned: prepared.unsigned,
    intent: prepared.intent,
    activePath: ME.path,
  });
  return (await family.broadcast(coin(), signed)).hash;
}

beforeAll(async () => {
  node = await startLotusNode('testnet');
  node.fund(ME.address, FIL(100));
  family = createFilecoinWalletFamily({
    network: 'local',
    local: { rpcUrl: node.rpcUrl, scanUrl: node.scanUrl },
    http: httpClient,
  });
  t = await startTestApp({ families: { filecoin: family }, confirm: { intervalMs: 50, tries: 20 } });
  const r = await t.app.dispatch('wallets.importPhrase', {
    phrase: ABANDON,
    password: 'correct horse battery',
  });
  if (!r.ok) throw new Error(r.error.message);
  walletId = (r.value as { walletId: string }).walletId;
  const fil = await filecoinCoin();
  // the signer derives the same t1 address the test funds (coin type 1 off mainnet)
  expect(fil.address).toBe(ME.address);
  filCoinId = fil.id;
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('Filecoin against the fixture Lotus node and Filscan', () => {
  it('reads the balance (attoFIL, 18 decimals) and the scan history, SUCCESS on exit code Ok', async () => {
    const snap = await family.snapshot(coin());
    expect(snap.balance).toBe(100n * 10n ** 18n);
    expect(snap.receiveAddress).toMatch(/^t1[a-z2-7]{39}$/);
    expect(snap.history).toEqual([
      expect.objectContaining({
        amount: (100n * 10n ** 18n).toString(),
        status: 'success',
        from: FAUCET,
        to: ME.address,
      }),
    ]);
    expect(calls('Filecoin.WalletBalance').at(-1)?.body).toMatchObject({ params: [ME.address] });
    // spec §7: MessagesByAccountID with account_id and filters index 0, limit 20, method_name ''
    expect(calls('MessagesByAccountID').at(-1)?.body).toEqual({
      account_id: ME.address,
      filters: { index: 0, limit: HISTORY_LIMIT, method_name: '' },
    });
  });

  it('quotes with the scan’s base fee + 500 and 24 h gas used; the signer is held to fee cap × limit', async () => {
    const q = await family.quote(coin(), send({ amount: FIL(2.5) }));
    expect(q.amount).toBe(FIL(2.5));
    expect(q.fee).toBe(scanFee());
    // 612,346 × 600 + 610,000 × 100,000 (+ no overestimation burn: the limit is under 110% of it)
    expect(q.fee).toBe(612_346n * 600n + 610_000n * 100_000n);
    expect(maxFeeOf(q)).toBe(EST_GAS_FEE_CAP * EST_GAS_LIMIT);
    expect(calls('GasDataTrend').at(-1)?.body).toEqual({ interval: '24h' });
    expect(calls('FinalHeight')).not.toHaveLength(0);
    const est = calls('Filecoin.GasEstimateMessageGas').at(-1)!.body as { params: [Record<string, unknown>] };
    expect(est.params[0]).toMatchObject({
      To: BOB,
      From: ME.address,
      Value: FIL(2.5).toString(),
      Method: 0,
      Nonce: 0,
    });
  });

  it('falls back to base fee 100 and gas used 1,000,000 when the scan reports neither', async () => {
    node.lie((method) =>
      method === 'FinalHeight'
        ? { result: { height: 1, base_fee: null } }
        : method === 'GasDataTrend'
          ? { result: { items: [] } }
          : undefined,
    );
    const expected = estimateFee({
      baseFee: FALLBACK_BASE_FEE,
      gasUsed: FALLBACK_GAS_USED,
      gasLimit: EST_GAS_LIMIT,
      gasFeeCap: EST_GAS_FEE_CAP,
      gasPremium: EST_GAS_PREMIUM,
    });
    try {
      expect((await family.quote(coin(), send({ amount: FIL(1) }))).fee).toBe(expected);
      expect(expected).toBe(1_000_000n * 100n + 610_000n * 100_000n);
      // and when the scan service answers nothing that reads, the same
      node.lie((method) => (method === 'FinalHeight' || method === 'GasDataTrend' ? 'down' : undefined));
      expect((await family.quote(coin(), send({ amount: FIL(1) }))).fee).toBe(expected);
    } finally {
      node.lie(null);
    }
  });

  it('sends: signed by the signer, pushed, the ledger moves by the amount and what the chain charged', async () => {
    const before = node.balance(ME.address);
    const prepared = await family.prepare(coin(), send({ amount: FIL(2.5) }));
    expect(prepared.intent).toMatchObject({
      family: 'filecoin',
      from: ME.address,
      to: BOB,
      amount: FIL(2.5).toString(),
      nonce: '0',
      feeCap: (EST_GAS_FEE_CAP * EST_GAS_LIMIT).toString(),
    });
    const cid = await submit(prepared);
    expect(cid).toMatch(/^bafy2bz[a-z2-7]+$/);
    expect(node.pushes().at(-1)).toEqual({ cid });
    const sent = node.messages().find((m) => m.cid === cid)!;
    expect(node.balance(BOB)).toBe(FIL(2.5));
    expect(node.balance(ME.address)).toBe(before - FIL(2.5) - sent.charged);
    expect(sent.charged).toBeLessThanOrEqual(maxFeeOf(prepared.quote)!);
    // the chain's base fee is 100 here; the quote priced 600: the estimate was on the safe side
    expect(sent.charged).toBeLessThanOrEqual(prepared.quote.fee);
    expect(BASE_FEE).toBe(100n);
    expect(node.nonce(ME.address)).toBe(1);
    expect(await family.status(coin(), cid)).toBe('confirmed');
    const snap = await family.snapshot(coin());
    expect(snap.history[0]).toMatchObject({
      hash: cid,
      amount: (-FIL(2.5)).toString(),
      status: 'success',
      to: BOB,
    });
    // the next send uses the next nonce
    expect((await family.prepare(coin(), send({ amount: FIL(1) }))).intent).toMatchObject({ nonce: '1' });
  });

  it('pending while in the pool, then confirmed; a message that runs out of gas is FAIL', async () => {
    node.hold(true);
    try {
      const cid = await submit(await family.prepare(coin(), send({ amount: FIL(1) })));
      expect(await family.status(coin(), cid)).toBe('pending');
      node.mine();
      expect(await family.status(coin(), cid)).toBe('confirmed');
    } finally {
      node.hold(false);
    }
    // a node that estimates too little gas: the message lands with SysErrOutOfGas
    node.lie((method, answer) =>
      method === 'Filecoin.GasEstimateMessageGas'
        ? { ...(answer as object), result: { ...(answer as { result: object }).result, GasLimit: 100_000 } }
        : undefined,
    );
    let cid: string;
    try {
      cid = await submit(await family.prepare(coin(), send({ amount: FIL(1) })));
    } finally {
      node.lie(null);
    }
    expect(await family.status(coin(), cid)).toBe('failed');
    const snap = await family.snapshot(coin());
    expect(snap.history[0]).toMatchObject({ hash: cid, status: 'failed' });
    // one message Filscan writes oddly is skipped and counted; the rest of the page stays
    node.lie((method, answer) => {
      if (method !== 'MessagesByAccountID') return undefined;
      const a = answer as { result: { messages_by_account_id_list: unknown[] } };
      return {
        ...a,
        result: {
          ...a.result,
          messages_by_account_id_list: [{ cid: 5 }, ...a.result.messages_by_account_id_list],
        },
      };
    });
    try {
      const lied = await family.snapshot(coin());
      expect(lied.historySkipped).toBe(1);
      expect(lied.history).toEqual(snap.history);
    } finally {
      node.lie(null);
    }
  });

  it('spec §4: each look races a timeout: a node that never answers is pending, not a hang', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/rpc/v1`;
    try {
      const started = Date.now();
      const s = await txStatus(
        { http: httpClient, config: { rpcUrl: url, scanUrl: url }, network: 'regtest', now: Date.now },
        'bafy2bzacebaiinljwwctblf7czp4zxwhz4747z6tpricgn5cumd4xhebftcvu',
        200,
      );
      expect(s).toBe('pending');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    expect(family.confirmPolicy).toEqual(FILECOIN_CONFIRM_POLICY);
  });

  it('refuses what the chain would refuse, with the spec’s words', async () => {
    const err = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: Error) => e.message,
      );
    expect(await err(family.quote(coin(), send({ to: 'f1abc' })))).toBe(FILECOIN_ERRORS.badAddress);
    // a mainnet f1 is not an address of the local (test) network
    expect(await err(family.quote(coin(), send({ to: `f${BOB.slice(1)}`, amount: 1n })))).toBe(
      FILECOIN_ERRORS.badAddress,
    );
    expect(await err(family.quote(coin(), send({ amount: 0n })))).toBe(FILECOIN_ERRORS.amountZero);
    expect(await err(family.quote(coin(), send({ to: ME.address, amount: 1n })))).toBe(
      FILECOIN_ERRORS.toSelf,
    );
    expect(await err(family.quote(coin(), send({ amount: FIL(1000) })))).toBe(FILECOIN_ERRORS.insufficient);
    const all = node.balance(ME.address);
    // the amount fits, but not with the fee cap × limit Lotus' pool requires besides it
    expect(await err(family.quote(coin(), send({ amount: all - 1n })))).toBe(FILECOIN_ERRORS.feeShort);
    expect(await err(family.quote(coin(), send({ amount: 1n, memo: { kind: 'text', value: 'x' } })))).toBe(
      FILECOIN_ERRORS.noMemo,
    );
  });

  it('a node answering the push with another CID is not followed; a refused push names Lotus’ reason', async () => {
    const prepared = await family.prepare(coin(), send({ amount: FIL(0.5) }));
    const other = 'bafy2bzacebaiinljwwctblf7czp4zxwhz4747z6tpricgn5cumd4xhebftcvu';
    node.lie((method, answer) =>
      method === 'Filecoin.MpoolPush' ? { ...(answer as object), result: { '/': other } } : undefined,
    );
    try {
      await expect(submit(prepared)).rejects.toThrow(FILECOIN_ERRORS.otherCid);
    } finally {
      node.lie(null);
    }
    // the push did land: the same message again has a spent nonce now
    await expect(submit(prepared)).rejects.toThrow(
      /refused the message: minimum expected nonce is \d+: message nonce too low/,
    );
  });

  it('send-all: the balance less fee cap × limit, which the pool reserves', async () => {
    const bal = node.balance(ME.address);
    const q = await family.quote(coin(), send({ sendAll: true, to: CAROL }));
    expect(q.isMax).toBe(true);
    expect(q.amount).toBe(bal - EST_GAS_FEE_CAP * EST_GAS_LIMIT);
    const est = calls('Filecoin.GasEstimateMessageGas').at(-1)!.body as { params: [Record<string, unknown>] };
    expect(est.params[0]).toMatchObject({ Value: '0' });
  });
});

describe('Filecoin through the app’s services (send.quote, send.submit, confirmation loop)', () => {
  it('send.quote then send.submit: signed in the signer process, pushed, confirmed', async () => {
    const form = {
      coinId: filCoinId,
      to: CAROL,
      amount: '1.5',
      sendAll: false,
      feeOption: 'Recommended' as const,
    };
    const q = await t.app.dispatch('send.quote', form);
    if (!q.ok) throw new Error(q.error.message);
    expect(q.value).toMatchObject({ amount: '1.5', feeSymbol: 'FIL', feeOptions: [] });
    const before = node.balance(CAROL);
    const r = await t.app.dispatch('send.submit', { ...form, approvedFee: (q.value as { fee: string }).fee });
    if (!r.ok) throw new Error(r.error.message);
    expect(node.balance(CAROL)).toBe(before + FIL(1.5));
  });
});
