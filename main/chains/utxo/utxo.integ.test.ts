/**
 * The UTXO engine against a real litecoind (regtest) through the Esplora-compatible server:
 * every address type receives and spends, change, send-all, manual coins, RBF speed-up and
 * cancel accepted by the node's mempool, gap-limit discovery, insufficient funds, failover.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEsploraServer, type EsploraServer } from '../../../test/utxo/esploraServer';
import { startFailingServer, type LocalServer } from '../../../test/utxo/httpHelpers';
import { startLitecoind, type Litecoind } from '../../../test/utxo/litecoind';
import { testCtx } from '../../../test/utxo/ctx';
import { testWallet } from '../../../test/utxo/testWallet';
import { addressDeriver, type UtxoAccount } from './logic/account';
import { broadcast } from './logic/broadcast';
import { buildReplacement } from './logic/buildReplacement';
import { buildTransfer, type BuildTransferResult } from './logic/buildTransfer';
import { discover } from './logic/discover';
import { getFeeRates } from './logic/getFeeRates';
import { getTxStatus } from './logic/getTxStatus';
import { listHistory } from './logic/listHistory';
import type { InputType } from './params';
import type { UtxoCtx } from './types';

let node: Litecoind;
let esplora: EsploraServer;
let ctx: UtxoCtx;
const wallet = testWallet();
let nextAccount = 0;
const COIN = 100_000_000n;

const account = (type: InputType): UtxoAccount => wallet.account(type, nextAccount++);
const addressAt = (a: UtxoAccount, chain: 0 | 1, i: number) =>
  addressDeriver('litecoin', 'regtest', a)(chain, i).address;

async function fund(address: string, ltc: string, mine = true): Promise<string> {
  const txid = await node.rpc<string>('sendtoaddress', [address, ltc], 'w');
  if (mine) await node.mine(1);
  return txid;
}

/** the signed hex of each transaction sent, as the wallet's pending entry keeps it */
const sentHex = new Map<string, string>();

async function signAndSend(b: BuildTransferResult): Promise<string> {
  const signed = wallet.sign('litecoin', 'regtest', b.psbt, b.intent);
  const txid = await broadcast(ctx, signed.hex);
  expect(txid).toBe(signed.txid);
  sentHex.set(txid, signed.hex);
  return txid;
}

interface RawTx {
  vsize: number;
  vin: { txid: string; vout: number }[];
  vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
}
const raw = (txid: string) => node.rpc<RawTx>('getrawtransaction', [txid, true]);
const outAddress = (o: RawTx['vout'][number]) => o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0];

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  ctx = testCtx([{ kind: 'esplora', baseUrl: esplora.url }]);
}, 120_000);

afterAll(async () => {
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('litecoind regtest', () => {
  it.each<InputType>(['p2wpkh', 'p2sh-p2wpkh', 'p2pkh', 'p2tr'])(
    'receives to and spends from %s, with change to the next change address',
    async (type) => {
      const acct = account(type);
      await fund(addressAt(acct, 0, 0), '1');
      const d = await discover(ctx, { account: acct });
      expect(d.balance).toBe(COIN);
      expect(d.nextChange.address).toBe(addressAt(acct, 1, 0));
      const to = await node.rpc<string>('getnewaddress', [], 'w');
      const b = await buildTransfer(ctx, {
        account: acct,
        to,
        amount: 30_000_000n,
        feeRate: 20n,
        discovery: d,
      });
      expect(b.change).toBeGreaterThan(0n);
      const txid = await signAndSend(b);
      const tx = await raw(txid);
      // the estimate is never below the signed size and at most a byte per ECDSA input above it
      expect(b.vsize).toBeGreaterThanOrEqual(tx.vsize);
      expect(b.vsize - tx.vsize).toBeLessThanOrEqual(1);
      expect(tx.vout.find((o) => outAddress(o) === to)?.value).toBe(0.3);
      expect(tx.vout.find((o) => outAddress(o) === d.nextChange.address)).toBeDefined();
      await node.mine(1);
      const after = await discover(ctx, { account: acct });
      expect(after.balance).toBe(COIN - 30_000_000n - b.fee);
      expect(after.nextChange.address).toBe(addressAt(acct, 1, 1));
      const history = await listHistory(ctx, after);
      expect(history.map((h) => h.amount).sort()).toEqual(
        [String(-(30_000_000n + b.fee)), String(COIN)].sort(),
      );
      expect(history.every((h) => h.status === 'success')).toBe(true);
    },
    60_000,
  );

  it('sends all: amount is the balance minus the fee and there is no change', async () => {
    const acct = account('p2wpkh');
    await fund(addressAt(acct, 0, 0), '0.4', false);
    await fund(addressAt(acct, 0, 1), '0.6');
    const to = await node.rpc<string>('getnewaddress', [], 'w');
    const b = await buildTransfer(ctx, { account: acct, to, amount: 0n, feeRate: 15n, sendAll: true });
    expect(b.amount + b.fee).toBe(COIN);
    expect(b.change).toBe(0n);
    const tx = await raw(await signAndSend(b));
    expect(tx.vout).toHaveLength(1);
    expect(tx.vin).toHaveLength(2);
    await node.mine(1);
    expect((await discover(ctx, { account: acct })).balance).toBe(0n);
  });

  it('spends exactly the manually selected coins', async () => {
    const acct = account('p2wpkh');
    const [a, b2] = [
      await fund(addressAt(acct, 0, 0), '0.1', false),
      await fund(addressAt(acct, 0, 1), '0.2', false),
    ];
    await fund(addressAt(acct, 0, 2), '0.5');
    const d = await discover(ctx, { account: acct });
    const pick = d.utxos
      .filter((u) => u.txid === a || u.txid === b2)
      .map((u) => ({ txid: u.txid, vout: u.vout }));
    expect(pick).toHaveLength(2);
    const to = await node.rpc<string>('getnewaddress', [], 'w');
    await expect(
      buildTransfer(ctx, {
        account: acct,
        to,
        amount: 25_000_000n,
        feeRate: 10n,
        discovery: d,
        selectedUTXOs: pick,
        selectedUTXOsValue: 1n,
      }),
    ).rejects.toThrow('select them again');
    const b = await buildTransfer(ctx, {
      account: acct,
      to,
      amount: 25_000_000n,
      feeRate: 10n,
      discovery: d,
      selectedUTXOs: pick,
      selectedUTXOsValue: 30_000_000n,
    });
    const tx = await raw(await signAndSend(b));
    expect(tx.vin.map((i) => i.txid).sort()).toEqual([a, b2].sort());
    await expect(
      buildTransfer(ctx, {
        account: acct,
        to,
        amount: 40_000_000n,
        feeRate: 10n,
        discovery: d,
        selectedUTXOs: pick.slice(0, 1),
      }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
    await node.mine(1);
  });

  it('speeds up a pending send with a replacement the mempool accepts', async () => {
    const acct = account('p2wpkh');
    await fund(addressAt(acct, 0, 0), '1');
    const to = await node.rpc<string>('getnewaddress', [], 'w');
    const first = await buildTransfer(ctx, { account: acct, to, amount: 10_000_000n, feeRate: 2n });
    const oldId = await signAndSend(first);
    expect(await getTxStatus(ctx, oldId)).toBe('pending');
    const bump = await buildReplacement(ctx, {
      account: acct,
      signed: sentHex.get(oldId)!,
      kind: 'speedUp',
      feeRate: 25n,
    });
    expect(bump.fee).toBeGreaterThan(first.fee);
    expect(bump.intent.amount).toBe(10_000_000n);
    const newId = await signAndSend(bump);
    const pool = await node.rpc<string[]>('getrawmempool');
    expect(pool).toContain(newId);
    expect(pool).not.toContain(oldId);
    const tx = await raw(newId);
    expect(tx.vin.map((i) => `${i.txid}:${i.vout}`)).toEqual(first.inputs.map((i) => `${i.txid}:${i.vout}`));
    expect(tx.vout.find((o) => outAddress(o) === to)?.value).toBe(0.1);
    await node.mine(1);
    expect(await getTxStatus(ctx, newId)).toBe('confirmed');
  });

  it('cancels a pending send by paying everything back to the wallet', async () => {
    const acct = account('p2tr');
    await fund(addressAt(acct, 0, 0), '0.5');
    const to = await node.rpc<string>('getnewaddress', [], 'w');
    const first = await buildTransfer(ctx, { account: acct, to, amount: 20_000_000n, feeRate: 3n });
    const oldId = await signAndSend(first);
    const cancel = await buildReplacement(ctx, {
      account: acct,
      signed: sentHex.get(oldId)!,
      kind: 'cancel',
      feeRate: 10n,
    });
    const newId = await signAndSend(cancel);
    const pool = await node.rpc<string[]>('getrawmempool');
    expect(pool).toContain(newId);
    expect(pool).not.toContain(oldId);
    const tx = await raw(newId);
    expect(tx.vout).toHaveLength(1);
    expect(cancel.intent.changeAddresses).toContain(outAddress(tx.vout[0] as RawTx['vout'][number]));
    await node.mine(1);
    const d = await discover(ctx, { account: acct });
    expect(d.balance).toBe(50_000_000n - cancel.fee);
  });

  it('discovers funds at receive index 19, then at 35 once 19 is used', async () => {
    const acct = account('p2wpkh');
    await fund(addressAt(acct, 0, 19), '0.19');
    const d1 = await discover(ctx, { account: acct });
    expect(d1.balance).toBe(19_000_000n);
    expect(d1.nextReceive.index).toBe(20);
    await fund(addressAt(acct, 0, 35), '0.35');
    const d2 = await discover(ctx, { account: acct });
    expect(d2.balance).toBe(54_000_000n);
    expect(d2.used.map((a) => a.index)).toEqual([19, 35]);
    expect(d2.nextReceive.index).toBe(36);
    // with a gap limit of 10 the scan stops before 19 and sees nothing
    expect((await discover(ctx, { account: acct, gapLimit: 10 })).balance).toBe(0n);
  });

  it('refuses a send larger than the balance', async () => {
    const acct = account('p2wpkh');
    await fund(addressAt(acct, 0, 0), '0.01');
    const to = await node.rpc<string>('getnewaddress', [], 'w');
    await expect(buildTransfer(ctx, { account: acct, to, amount: COIN, feeRate: 20n })).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
    const empty = account('p2wpkh');
    await expect(
      buildTransfer(ctx, { account: empty, to, amount: 1_000_000n, feeRate: 20n }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
  });

  it('falls over to the next provider when the first answers 500', async () => {
    const failing: LocalServer = await startFailingServer();
    try {
      const fctx = testCtx([
        { kind: 'esplora', baseUrl: failing.url },
        { kind: 'esplora', baseUrl: esplora.url },
      ]);
      const acct = account('p2wpkh');
      await fund(addressAt(acct, 0, 0), '0.2');
      const d = await discover(fctx, { account: acct });
      expect(d.balance).toBe(20_000_000n);
      const to = await node.rpc<string>('getnewaddress', [], 'w');
      const b = await buildTransfer(fctx, {
        account: acct,
        to,
        amount: 5_000_000n,
        feeRate: 10n,
        discovery: d,
      });
      const signed = wallet.sign('litecoin', 'regtest', b.psbt, b.intent);
      expect(await broadcast(fctx, signed.hex)).toBe(signed.txid);
      expect(failing.requests()).toBeGreaterThan(0);
      await node.mine(1);
    } finally {
      await failing.close();
    }
  });

  it('reads fee rates from the mempool, else the default 20 sat/vB with multipliers', async () => {
    const failing = await startFailingServer();
    try {
      const none = await getFeeRates(testCtx([{ kind: 'esplora', baseUrl: failing.url }]));
      expect(none).toEqual({ base: 20n, normal: 28n, recommended: 33n, source: 'default' });
    } finally {
      await failing.close();
    }
    const acct = account('p2wpkh');
    await fund(addressAt(acct, 0, 0), '0.5');
    const to = await node.rpc<string>('getnewaddress', [], 'w');
    await signAndSend(await buildTransfer(ctx, { account: acct, to, amount: 1_000_000n, feeRate: 40n }));
    const rates = await getFeeRates(ctx);
    expect(rates.source).toBe('mempool');
    expect(rates.base).toBeGreaterThanOrEqual(40n);
    await node.mine(1);
  });
});
