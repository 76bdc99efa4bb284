/**
 * The UTXO family inside the real app: main's services, the real signer process and a real
 * litecoind (regtest) behind the Esplora-compatible server. Everything goes through
 * `app.dispatch` as the renderer would call it, and the node is the judge of what was sent.
 */
import { Psbt } from 'bitcoinjs-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName, CallOutput, EventPayload } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startEsploraServer, type EsploraServer } from '../../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../../test/utxo/litecoind';
import { testWallet } from '../../../test/utxo/testWallet';
import { createHttp } from '../../net/http';
import type { CoinRef, WalletFamily } from '../family';
import { addressDeriver } from './logic/account';
import { bitcoinjsNetwork } from './params';
import { UTXO_ERRORS } from './errors';
import { createUtxoWalletFamily } from './walletFamily';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const COIN_ID = 'litecoin:native';
// what the signer exports for the abandon phrase on regtest: BIP84, coin type 1, account 0
const own = addressDeriver('litecoin', 'regtest', testWallet(ABANDON).account('p2wpkh'));

let node: Litecoind;
let esplora: EsploraServer;
let t: TestApp;
let utxo: WalletFamily;
let walletId: string;
const statuses: EventPayload<'tx.status'>[] = [];

async function call<N extends CallName>(name: N, input: unknown): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
async function fails(name: CallName, input: unknown) {
  const r = await t.app.dispatch(name, input);
  if (r.ok) throw new Error(`${name} unexpectedly succeeded`);
  return r.error;
}
async function until<T>(what: string, f: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const statusOf = (hash: string, status: string) =>
  until(`${status} for ${hash}`, () => statuses.find((s) => s.hash === hash && s.status === status));

interface RawTx {
  vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
}
const outputs = async (txid: string) =>
  (await node.rpc<RawTx>('getrawtransaction', [txid, true])).vout.map((o) => ({
    value: o.value,
    address: o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0],
  }));

interface MempoolEntry {
  vsize: number;
  fees: { base: number };
}
const inMempool = async (txid: string) => (await node.rpc<string[]>('getrawmempool')).includes(txid);
const entry = (txid: string) => node.rpc<MempoolEntry>('getmempoolentry', [txid]);
const form = (over: Record<string, unknown> = {}) => ({
  coinId: COIN_ID,
  to: node.walletAddress,
  amount: '0.3',
  sendAll: false,
  feeOption: 'Recommended',
  ...over,
});

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http: createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 }),
  });
  t = await startTestApp({ families: { utxo }, confirm: { intervalMs: 200, tries: 60 } });
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as EventPayload<'tx.status'>);
  });
  ({ walletId } = await call('wallets.importPhrase', { phrase: ABANDON, password: 'correct horse battery' }));
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('litecoin through the app, the real signer and litecoind', () => {
  it('shows an empty coin with the first receive address of the wallet account', async () => {
    const o = await call('coin.overview', { coinId: COIN_ID });
    expect(o).toMatchObject({
      balance: '0',
      canSend: true,
      coinSelection: true,
      receiveAddress: own(0, 0).address,
    });
    expect(o.receiveAddress).toMatch(/^rltc1q/);
    // the coin list derives for the profile's network too: the same regtest address
    const listed = (await call('coins.list', {})).coins.find((c) => c.id === COIN_ID);
    expect(listed?.address).toBe(o.receiveAddress);
  });

  it('sees a deposit: balance, history, and the next unused receive address', async () => {
    await node.rpc('sendtoaddress', [own(0, 0).address, '1'], 'w');
    await node.mine(1);
    const o = await call('coin.overview', { coinId: COIN_ID });
    expect(o.balance).toBe('1');
    expect(o.receiveAddress).toBe(own(0, 1).address);
    expect(o.history).toHaveLength(1);
    expect(o.history[0]).toMatchObject({ amount: '1', direction: 'in', status: 'success' });
    const { utxos } = await call('coin.utxos', { coinId: COIN_ID });
    expect(utxos).toEqual([
      expect.objectContaining({ value: '1', address: own(0, 0).address, confirmed: true }),
    ]);
  });

  it('quotes in sat/vB, and a send-all spends the balance exactly', async () => {
    const q = await call('send.quote', form());
    expect(q.amount).toBe('0.3');
    expect(q.feeOptions.map((o) => [o.title, o.unit])).toEqual([
      ['Recommended', 'sat/vB'],
      ['Normal', 'sat/vB'],
    ]);
    expect(BigInt(q.feeOptions[0]!.price)).toBeGreaterThanOrEqual(BigInt(q.feeOptions[1]!.price));
    const all = await call('send.quote', form({ sendAll: true }));
    expect(all.isMax).toBe(true);
    expect(Number(all.fee)).toBeGreaterThan(0);
    expect(all.total).toBe('1');
    const litoshi = (s: string) => BigInt(Math.round(Number(s) * 1e8));
    expect(litoshi(all.amount) + litoshi(all.fee)).toBe(100_000_000n);
    expect((await fails('send.quote', form({ amount: '2' }))).message).toBe(
      'Insufficient balance to broadcast transaction',
    );
    expect((await fails('send.quote', form({ to: 'ltc1qnotanaddress' }))).code).toBe('BAD_INPUT');
  });

  it('refuses to send when the fee is above what the user approved', async () => {
    const q = await call('send.quote', form());
    const below = (Number(q.fee) - 0.00000001).toFixed(8).replace(/0+$/, '');
    const e = await fails('send.submit', { ...form(), approvedFee: below });
    expect(e.code).toBe('RULE');
    expect(e.message).toMatch(/^The fee went up/);
  });

  it('the real signer refuses a tampered PSBT or intent (INTENT_MISMATCH) and signs the untouched one', async () => {
    const account = await t.app.signer.call('accountKey', {
      walletId,
      chainName: 'litecoin',
      network: 'regtest',
    });
    const ref: CoinRef = {
      walletId,
      chainName: 'litecoin',
      symbol: 'LTC',
      decimals: 8,
      address: '',
      path: '',
      account,
    };
    const p = await utxo.prepare(ref, {
      to: node.walletAddress,
      amount: 30_000_000n,
      sendAll: false,
      feeOption: 'Normal',
    });
    const sign = (unsigned: string, intent = p.intent) =>
      t.app.signer.call('signTransfer', { walletId, network: 'regtest', unsigned, intent });
    const refused = async (unsigned: string, intent = p.intent) => {
      const e = await sign(unsigned, intent).then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toMatchObject({ code: 'INTENT_MISMATCH' });
    };
    // the change output redirected to an address of another wallet, same amounts
    const thief = addressDeriver(
      'litecoin',
      'regtest',
      testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong').account('p2wpkh'),
    );
    const original = Psbt.fromBase64(p.unsigned, { network: bitcoinjsNetwork('litecoin', 'regtest') });
    const tampered = new Psbt({ network: bitcoinjsNetwork('litecoin', 'regtest') });
    original.txInputs.forEach((i, k) =>
      tampered.addInput({ hash: i.hash, index: i.index, sequence: i.sequence, ...original.data.inputs[k] }),
    );
    original.txOutputs.forEach((o, k) => {
      const redirect = k > 0 ? thief(1, 0).script : o.script;
      tampered.addOutput({ script: redirect, value: o.value });
      tampered.updateOutput(k, original.data.outputs[k] ?? {});
    });
    expect(tampered.txOutputs).toHaveLength(2);
    await refused(tampered.toBase64());
    await refused(p.unsigned, { ...p.intent, amount: String(BigInt(p.intent.amount) + 1n) });
    await refused(p.unsigned, { ...p.intent, feeCap: String(BigInt(p.intent.feeCap) - 1n) });
    await refused(p.unsigned, { ...p.intent, to: thief(0, 0).address });
    const { signed } = await sign(p.unsigned);
    const check = await node.rpc<{ allowed: boolean }[]>('testmempoolaccept', [[signed]]);
    expect(check[0]!.allowed).toBe(true);
  });

  it('sends: the node has it in its mempool, and a block confirms it with a tx.status event', async () => {
    const q = await call('send.quote', form());
    const { hash } = await call('send.submit', { ...form(), approvedFee: q.fee });
    expect(await inMempool(hash)).toBe(true);
    expect(await outputs(hash)).toEqual(
      expect.arrayContaining([
        { value: 0.3, address: node.walletAddress },
        expect.objectContaining({ address: own(1, 0).address }),
      ]),
    );
    expect(Math.round((await entry(hash)).fees.base * 1e8)).toBe(Math.round(Number(q.fee) * 1e8));
    await statusOf(hash, 'submitted');
    expect((await call('coin.overview', { coinId: COIN_ID })).pending.map((p) => p.hash)).toEqual([hash]);
    await node.mine(1);
    await statusOf(hash, 'confirmed');
    const o = await call('coin.overview', { coinId: COIN_ID });
    expect(o.pending).toEqual([]);
    expect(Number(o.balance)).toBeCloseTo(0.7 - Number(q.fee), 8);
    // history shows the send with the fee it paid (inputs less outputs), in LTC
    expect(o.history.find((h) => h.hash === hash)).toMatchObject({ direction: 'out', fee: `${q.fee} LTC` });
  });

  it('a custom rate in whole sat/vB is what the node sees paid per vbyte, the quoted fee exactly', async () => {
    const custom = form({ amount: '0.05', feeOption: 'Custom', customFee: '7' });
    const q = await call('send.quote', custom);
    const { hash } = await call('send.submit', { ...custom, approvedFee: q.fee });
    const e = await entry(hash);
    const paid = Math.round(e.fees.base * 1e8);
    expect(paid).toBe(Math.round(Number(q.fee) * 1e8));
    // the size estimate assumes 72-byte signatures; half of all ECDSA signatures are a byte
    // shorter, which can take a vbyte off the real size: never under the rate, at most one vbyte over
    expect(paid).toBeGreaterThanOrEqual(7 * e.vsize);
    expect(paid).toBeLessThanOrEqual(7 * (e.vsize + 1));
    expect((await fails('send.quote', form({ feeOption: 'Custom', customFee: '1.5' }))).message).toBe(
      'Enter a whole number of sat/vB',
    );
    await node.mine(1);
    await statusOf(hash, 'confirmed');
  });

  it('speeds up a pending send and then cancels it, both accepted by the node as replacements', async () => {
    const q = await call('send.quote', form({ amount: '0.1' }));
    const { hash } = await call('send.submit', { ...form({ amount: '0.1' }), approvedFee: q.fee });
    const before = await entry(hash);

    const quote = await call('tx.replaceQuote', { coinId: COIN_ID, hash, kind: 'speedUp' });
    expect(quote).toMatchObject({ kind: 'speedUp', amount: '0.1', symbol: 'LTC', feeSymbol: 'LTC' });
    expect(Number(quote.fee) * 1e8).toBeGreaterThan(Math.round(before.fees.base * 1e8));
    const sped = (await call('tx.speedUp', { coinId: COIN_ID, hash, approvedFee: quote.fee })).hash;
    expect(Math.round((await entry(sped)).fees.base * 1e8)).toBe(Math.round(Number(quote.fee) * 1e8));
    expect(sped).not.toBe(hash);
    expect(await inMempool(sped)).toBe(true);
    expect(await inMempool(hash)).toBe(false);
    const after = await entry(sped);
    expect(after.fees.base / after.vsize).toBeGreaterThan(before.fees.base / before.vsize);
    const pending = (await call('coin.overview', { coinId: COIN_ID })).pending;
    expect(pending.map((p) => [p.hash, p.canReplace])).toEqual([[sped, true]]);

    const cq = await call('tx.replaceQuote', { coinId: COIN_ID, hash: sped, kind: 'cancel' });
    expect(cq.kind).toBe('cancel');
    const cancelled = (await call('tx.cancel', { coinId: COIN_ID, hash: sped, approvedFee: cq.fee })).hash;
    expect(await inMempool(cancelled)).toBe(true);
    expect(await inMempool(sped)).toBe(false);
    // everything goes back to the wallet's own change chain
    const change = new Set(Array.from({ length: 5 }, (_, i) => own(1, i).address));
    const back = await outputs(cancelled);
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((o) => o.address !== undefined && change.has(o.address))).toBe(true);
    expect((await entry(cancelled)).fees.base).toBeGreaterThan(after.fees.base);

    await node.mine(1);
    await statusOf(cancelled, 'confirmed');
    expect((await call('coin.overview', { coinId: COIN_ID })).pending).toEqual([]);
  });

  it('an explorer forging /tx/<txid> gets no speed-up signed as it says', async () => {
    const f = form({ amount: '0.05' });
    const { hash } = await call('send.submit', { ...f, approvedFee: (await call('send.quote', f)).fee });
    const foreign = await node.rpc<string>('getnewaddress', [], 'w');
    // the explorer claims the pending send paid 0.0499 LTC to a foreign address from one big input
    esplora.lie = (path, payload) =>
      path === `/tx/${hash}`
        ? {
            ...(payload as object),
            vout: [
              {
                scriptpubkey_address: foreign,
                value: 4_990_000,
                scriptpubkey: '',
                scriptpubkey_type: 'v0_p2wpkh',
              },
            ],
          }
        : payload;
    try {
      for (const kind of ['speedUp', 'cancel'] as const)
        expect((await fails('tx.replaceQuote', { coinId: COIN_ID, hash, kind })).message).toBe(
          UTXO_ERRORS.differsFromRecord,
        );
      expect((await fails('tx.speedUp', { coinId: COIN_ID, hash, approvedFee: '1' })).message).toBe(
        UTXO_ERRORS.differsFromRecord,
      );
    } finally {
      esplora.lie = null;
    }
    expect(await inMempool(hash)).toBe(true); // nothing replaced it
    // honest again: the speed-up pays the recorded recipient the recorded amount
    const q = await call('tx.replaceQuote', { coinId: COIN_ID, hash, kind: 'speedUp' });
    expect(q).toMatchObject({ to: f.to, amount: '0.05' });
    await node.mine(1);
    await statusOf(hash, 'confirmed');
  });
});
