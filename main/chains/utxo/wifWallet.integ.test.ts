/**
 * A wallet imported from one Litecoin WIF, inside the real app with the real signer and a
 * real litecoind (regtest): it reads, sends, speeds up and cancels from its one address, with
 * change back to that address, through the same UTXO logic as a phrase wallet.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName, CallOutput } from '../../../shared/contract';
import { encodeWif } from '../../../shared/chains/utxo/utxoWif';
import { utxoParams } from '../../../shared/chains/utxo/utxoNetworks';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startEsploraServer, type EsploraServer } from '../../../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../../../test/utxo/litecoind';
import { createHttp } from '../../net/http';
import { paymentFor } from './params';
import { createUtxoWalletFamily } from './walletFamily';

const KEY = new Uint8Array(32).fill(0x2a);
const WIF = encodeWif(KEY, utxoParams('litecoin', 'regtest'), true);
// a compressed key on Litecoin imports as its native segwit address
const ADDRESS = paymentFor('litecoin', 'regtest', 'p2wpkh', secp256k1.getPublicKey(KEY, true)).address;

let node: Litecoind;
let esplora: EsploraServer;
let t: TestApp;
let coinId = '';

async function call<N extends CallName>(name: N, input: unknown): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
interface RawTx {
  vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
}
const outputs = async (txid: string) =>
  (await node.rpc<RawTx>('getrawtransaction', [txid, true])).vout.map((o) => ({
    value: o.value,
    address: o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0],
  }));
const mempool = () => node.rpc<string[]>('getrawmempool');

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  const utxo = createUtxoWalletFamily({
    network: 'local',
    local: { litecoin: { esploraUrl: esplora.url } },
    http: createHttp({ retries: 0, backoffMs: 0, timeoutMs: 10_000 }),
  });
  t = await startTestApp({ families: { utxo }, confirm: { intervalMs: 200, tries: 60 } });
  await call('wallets.importKey', {
    chainName: 'litecoin',
    privateKey: WIF,
    name: 'WIF',
    password: 'correct horse battery',
  });
  coinId = (await call('coins.list', {})).coins.find((c) => c.chainName === 'litecoin')!.id;
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('a WIF-imported litecoin wallet through the app, the real signer and litecoind', () => {
  it('reads its one address: balance, coins, history', async () => {
    await node.rpc('sendtoaddress', [ADDRESS, '1'], 'w');
    await node.rpc('sendtoaddress', [ADDRESS, '0.5'], 'w');
    await node.mine(1);
    await expect
      .poll(async () => (await call('coin.overview', { coinId })).balance, { timeout: 15_000 })
      .toBe('1.5');
    const o = await call('coin.overview', { coinId });
    expect(o).toMatchObject({ balance: '1.5', canSend: true, receiveAddress: ADDRESS });
    expect(o.history).toHaveLength(2);
    expect((await call('coin.utxos', { coinId })).utxos).toHaveLength(2);
  });

  it('sends with change back to its address; a block confirms it', async () => {
    const form = { coinId, to: node.walletAddress, amount: '0.3', sendAll: false, feeOption: 'Recommended' };
    const q = await call('send.quote', form);
    const { hash } = await call('send.submit', { ...form, approvedFee: q.fee });
    expect(await mempool()).toContain(hash);
    const outs = await outputs(hash);
    expect(outs).toEqual(
      expect.arrayContaining([
        { value: 0.3, address: node.walletAddress },
        expect.objectContaining({ address: ADDRESS }),
      ]),
    );
    expect(outs).toHaveLength(2);
    await node.mine(1);
    await expect
      .poll(async () => (await call('coin.overview', { coinId })).pending.length, { timeout: 20_000 })
      .toBe(0);
  });

  it('speeds up a pending send, then cancels it back to its address, both accepted by the node', async () => {
    const form = { coinId, to: node.walletAddress, amount: '0.1', sendAll: false, feeOption: 'Recommended' };
    const { hash } = await call('send.submit', {
      ...form,
      approvedFee: (await call('send.quote', form)).fee,
    });
    const quote = await call('tx.replaceQuote', { coinId, hash, kind: 'speedUp' });
    expect(quote).toMatchObject({ kind: 'speedUp', amount: '0.1' });
    const sped = (await call('tx.speedUp', { coinId, hash, approvedFee: quote.fee })).hash;
    expect(await mempool()).toEqual([sped]);
    const cq = await call('tx.replaceQuote', { coinId, hash: sped, kind: 'cancel' });
    const cancelled = (await call('tx.cancel', { coinId, hash: sped, approvedFee: cq.fee })).hash;
    expect(await mempool()).toEqual([cancelled]);
    const back = await outputs(cancelled);
    expect(back.map((o) => o.address)).toEqual([ADDRESS]);
    await node.mine(1);
    await expect
      .poll(async () => (await call('coin.overview', { coinId })).pending.length, { timeout: 20_000 })
      .toBe(0);
  });
});
