/**
 * BlockCypher, Blockchair and Blockdaemon in their own wire formats (fixtures built from
 * each provider's documentation, served by a local HTTP server): the same domain answers
 * from each, the spec's error texts when input data is missing, and the fallback order.
 * With esplora too: amounts past 2^53 (the *_big fixtures, served as their raw text) read
 * exactly, and a fraction in a satoshi field refused.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type LocalServer } from '../../../../test/utxo/httpHelpers';
import { createHttp } from '../../../net/http';
import type { UtxoProvider } from '../types';
import { blockchairProvider } from './blockchair';
import { blockcypherProvider } from './blockcypher';
import { blockdaemonProvider } from './blockdaemon';
import { esploraProvider } from './esplora';

const A = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const T1 = 'a'.repeat(64);
const T0 = 'b'.repeat(64);
const raw = (p: string): string => readFileSync(new URL(`../fixtures/${p}.json`, import.meta.url), 'utf8');
const fixture = (p: string): unknown => JSON.parse(raw(p)) as unknown;
/** Holds amounts past 2^53, which the *_big fixtures carry as bare JSON integers. */
const B = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const T2 = 'c'.repeat(64);
/** Gets B's UTXO answers with the 2^53 + 1 amount turned into a fraction of a satoshi. */
const C = 'bc1qc7slrfxkknqcq2jevvvkdgvrt8080852dfjewde450xdlk4ugp7szw5tk9';
const P53 = '9007199254740993';
const fractional = (p: string): string => raw(p).replaceAll(P53, '1500.5').replaceAll(B, C);
let broken = false; // when set, transaction answers lose their input data
/** Drops what each provider's missing-input case lacks: prevout values, input lists, sources. */
function strip(o: unknown): unknown {
  if (Array.isArray(o)) return o.map(strip);
  if (!o || typeof o !== 'object') return o;
  const rec = o as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (k === 'output_value' || k === 'source' || (k === 'inputs' && 'transaction' in rec)) continue;
    out[k] = strip(v);
  }
  return out;
}

let server: LocalServer & { log: string[] };
const http = createHttp({ retries: 0, backoffMs: 0 });

beforeAll(async () => {
  server = await startFixtureServer((url, method, body) => {
    const path = url.split('?')[0] ?? '';
    const routes: Record<string, unknown> = {
      [`/v1/btc/main/addrs/${A}/balance`]: fixture('blockcypher/balance'),
      [`/v1/btc/main/addrs/${A}`]: fixture('blockcypher/unspent'),
      [`/v1/btc/main/addrs/${A}/full`]: { address: A, txs: [fixture('blockcypher/tx')] },
      [`/v1/btc/main/txs/${T1}`]: fixture('blockcypher/tx'),
      '/v1/btc/main': fixture('blockcypher/chain'),
      [`/bitcoin/dashboards/address/${A}`]: fixture('blockchair/address'),
      [`/bitcoin/dashboards/transactions/${T1}`]: fixture('blockchair/transactions'),
      '/bitcoin/stats': fixture('blockchair/stats'),
      [`/universal/v1/bitcoin/mainnet/account/${A}`]: fixture('blockdaemon/account'),
      [`/universal/v1/bitcoin/mainnet/account/${A}/txs`]: fixture('blockdaemon/txs'),
      [`/universal/v1/bitcoin/mainnet/account/${A}/utxo`]: fixture('blockdaemon/utxo'),
      [`/universal/v1/bitcoin/mainnet/tx/${T1}`]: (fixture('blockdaemon/txs') as { data: unknown[] }).data[0],
      '/universal/v1/bitcoin/mainnet/tx/estimate_fee': fixture('blockdaemon/estimate_fee'),
      [`/v1/btc/main/addrs/${B}/balance`]: raw('blockcypher/balance_big'),
      [`/v1/btc/main/addrs/${B}`]: raw('blockcypher/unspent_big'),
      [`/v1/btc/main/txs/${T2}`]: raw('blockcypher/tx_big'),
      [`/v1/btc/main/addrs/${C}`]: fractional('blockcypher/unspent_big'),
      [`/bitcoin/dashboards/address/${B}`]: raw('blockchair/address_big'),
      [`/bitcoin/dashboards/transactions/${T2}`]: raw('blockchair/transactions_big'),
      [`/bitcoin/dashboards/address/${C}`]: fractional('blockchair/address_big'),
      [`/universal/v1/bitcoin/mainnet/account/${B}`]: raw('blockdaemon/account_big'),
      [`/universal/v1/bitcoin/mainnet/account/${B}/txs`]: `{"total":1,"data":[${raw('blockdaemon/tx_big')}]}`,
      [`/universal/v1/bitcoin/mainnet/account/${B}/utxo`]: raw('blockdaemon/utxo_big'),
      [`/universal/v1/bitcoin/mainnet/tx/${T2}`]: raw('blockdaemon/tx_big'),
      [`/universal/v1/bitcoin/mainnet/account/${C}/utxo`]: fractional('blockdaemon/utxo_big'),
      [`/esplora/address/${B}`]: raw('esplora/address_big'),
      [`/esplora/address/${B}/utxo`]: raw('esplora/utxo_big'),
      [`/esplora/tx/${T2}`]: raw('esplora/tx_big'),
      // one transaction the explorer writes oddly (no inputs or outputs) beside an honest one
      [`/esplora/address/${B}/txs`]: `[${raw('esplora/tx_big')}, {"txid":"${'d'.repeat(64)}","status":{}}]`,
      [`/esplora/address/${C}/utxo`]: fractional('esplora/utxo_big'),
    };
    if (method === 'POST' && path === '/v1/btc/main/txs/push')
      return { body: { tx: { hash: (JSON.parse(body) as { tx: string }).tx.slice(0, 64) } } };
    if (method === 'POST' && path === '/bitcoin/push/transaction')
      return {
        body: { data: { transaction_hash: (JSON.parse(body) as { data: string }).data.slice(0, 64) } },
      };
    if (method === 'POST' && path === '/tx/v1/bitcoin-mainnet/send')
      return { body: { id: (JSON.parse(body) as { tx: string }).tx.slice(0, 64) } };
    const r = routes[path];
    return r === undefined ? undefined : { body: broken ? strip(r) : r };
  });
});
afterAll(() => server.close());

const providers = (): [string, UtxoProvider, bigint, string][] => [
  [
    'blockcypher',
    blockcypherProvider(http, server.url, 'btc'),
    20n,
    'Something went wrong get transactions in blockcypher',
  ],
  ['blockchair', blockchairProvider(http, server.url, 'bitcoin'), 12n, 'not found input data in blockchair'],
  [
    'blockdaemon',
    blockdaemonProvider(http, server.url, 'bitcoin', 'mainnet', 'k'),
    14n,
    'Something went wrong get transactions in blockdaemon',
  ],
];

describe.each(['blockcypher', 'blockchair', 'blockdaemon'])('%s wire format', (name) => {
  const get = () => providers().find((p) => p[0] === name) as [string, UtxoProvider, bigint, string];

  it('reads balance, usage and UTXOs', async () => {
    const [, p] = get();
    expect(await p.getAddress(A)).toEqual({ address: A, balance: 150_000n, txCount: 2 });
    expect(await p.getUtxos(A)).toEqual([
      { txid: T1, vout: 1, value: 150_000n, address: A, confirmed: true },
    ]);
  });

  it('reads a transaction with its inputs’ owners and values', async () => {
    const [, p] = get();
    const tx = await p.getTx(T1);
    expect(tx.confirmed).toBe(true);
    expect(tx.time).toBe(1689847200);
    expect(tx.vin).toEqual([expect.objectContaining({ txid: T0, vout: 0, address: A, value: 250_000n })]);
    expect(tx.vout.map((o) => o.value)).toEqual([90_000n, 150_000n]);
    expect((await p.getHistory(A)).items).toHaveLength(1);
  });

  it('reads the fee rate in sat/vB and broadcasts', async () => {
    const [, p, rate] = get();
    expect(await p.getFeeRate()).toBe(rate);
    expect(await p.broadcast(T1 + '00')).toBe(T1);
  });

  it('throws the spec’s text when input data is missing', async () => {
    const [, p, , text] = get();
    broken = true;
    try {
      await expect(p.getTx(T1)).rejects.toThrow(text);
    } finally {
      broken = false;
    }
  });
});

describe('blockchair batching', () => {
  it('asks for transactions in batches of 10 ids', async () => {
    const p = blockchairProvider(http, server.url, 'bitcoin');
    server.log.length = 0;
    await p.getTx(T1).catch(() => undefined);
    expect(server.log.filter((l) => l.includes('/dashboards/transactions/'))).toHaveLength(1);
    await expect(p.getAddress(A)).resolves.toMatchObject({ txCount: 2 });
    expect(server.log.some((l) => l.includes('limit=10%2C100') || l.includes('limit=10,100'))).toBe(true);
  });
});

describe.each([
  ['blockcypher', 18446744073709551615n, 'blockcypher txref value'],
  ['blockchair', 18446744073709551615n, 'blockchair utxo value'],
  ['blockdaemon', 18446744073709551615n, 'blockdaemon utxo value'],
  // chain funded u64::MAX, chain spent 2^53 + 1
  ['esplora', 18437736874454810622n, 'mempool utxo value'],
])('%s amounts', (name, balance, field) => {
  const provider = (): UtxoProvider =>
    name === 'blockcypher'
      ? blockcypherProvider(http, server.url, 'btc')
      : name === 'blockchair'
        ? blockchairProvider(http, server.url, 'bitcoin')
        : name === 'blockdaemon'
          ? blockdaemonProvider(http, server.url, 'bitcoin', 'mainnet', 'k')
          : esploraProvider(http, `${server.url}/esplora`);

  it('reads satoshi amounts past 2^53 exactly (a Dogecoin whale is past it)', async () => {
    const p = provider();
    expect(await p.getAddress(B)).toEqual({ address: B, balance, txCount: 1 });
    expect(await p.getUtxos(B)).toEqual([
      { txid: T2, vout: 1, value: 9007199254740993n, address: B, confirmed: true },
    ]);
    const tx = await p.getTx(T2);
    expect(tx.vin).toEqual([expect.objectContaining({ txid: T1, vout: 0, value: 12345678901234567891n })]);
    expect(tx.vout.map((o) => o.value)).toEqual([9007199254740993n, 3338479646493816898n]);
  });

  it('refuses a fraction of a satoshi, naming the field', async () => {
    await expect(provider().getUtxos(C)).rejects.toMatchObject({
      code: 'NETWORK',
      message: `${field}: expected a whole amount in base units, got 1500.5 (cannot be read exactly)`,
    });
  });
});

describe('history entries read one by one', () => {
  it('an address history entry that does not read is skipped and counted, the rest kept', async () => {
    const p = esploraProvider(http, `${server.url}/esplora`);
    const h = await p.getHistory(B);
    expect(h.skipped).toBe(1);
    expect(h.items.map((t) => t.txid)).toEqual([T2]);
  });
});
