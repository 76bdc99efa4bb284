/**
 * Discovery against an in-memory explorer in Esplora's wire format whose answers arrive in a
 * random order and which sometimes answers 429: the result must be the same scan every time.
 */
import { describe, expect, it } from 'vitest';
import { HttpError, type Http } from '../../../net/http';
import { parseJsonLossless } from '../../../net/parseJsonLossless';
import { testWallet } from '../../../../test/utxo/testWallet';
import type { UtxoCtx } from '../types';
import { addressDeriver } from './account';
import { discover, type DiscoveryProgress } from './discover';

const account = testWallet().account('p2wpkh');
const derive = addressDeriver('litecoin', 'regtest', account);

interface Explorer {
  http: Http;
  requests: () => number;
}

/** `used`: address → satoshis it holds (0: used and emptied). */
function explorer(used: Map<string, number>, o: { rateLimitEvery?: number; seed?: number } = {}): Explorer {
  let n = 0;
  let seed = o.seed ?? 1;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const answer = (path: string): unknown => {
    const m = /^\/address\/([^/]+)(\/utxo)?$/.exec(path);
    if (!m) throw new HttpError(404, `http://explorer.test${path}`, '');
    const addr = decodeURIComponent(m[1] as string);
    const sats = used.get(addr);
    if (m[2])
      return sats ? [{ txid: 'ab'.repeat(32), vout: 0, value: sats, status: { confirmed: true } }] : [];
    const stats = (tx: number, sum: number) => ({
      tx_count: tx,
      funded_txo_count: tx,
      funded_txo_sum: sum,
      spent_txo_count: 0,
      spent_txo_sum: 0,
    });
    return {
      address: addr,
      chain_stats: sats === undefined ? stats(0, 0) : stats(sats === 0 ? 2 : 1, sats === 0 ? 0 : sats),
      mempool_stats: stats(0, 0),
    };
  };
  const request = async (url: string): Promise<string> => {
    const k = ++n;
    await new Promise((r) => setTimeout(r, Math.floor(rand() * 4)));
    if (o.rateLimitEvery && k % o.rateLimitEvery === 0)
      throw new HttpError(429, url, 'slow down', { 'retry-after': '0' });
    return JSON.stringify(answer(new URL(url).pathname));
  };
  return {
    requests: () => n,
    http: { request, json: async <T>(url: string) => parseJsonLossless(await request(url)) as T },
  };
}

const ctxOf = (http: Http): UtxoCtx => ({
  chain: 'litecoin',
  network: 'regtest',
  http,
  config: { providers: [{ kind: 'esplora', baseUrl: 'http://explorer.test' }] },
  now: () => Date.now(),
});

function wallet(receive: number[], change: number[] = [], emptied: number[] = []): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of receive) m.set(derive(0, i).address, 1000 + i);
  for (const i of change) m.set(derive(1, i).address, 5000 + i);
  for (const i of emptied) m.set(derive(0, i).address, 0);
  return m;
}

describe('discover', () => {
  it('finds every used address up to the gap and stops there', async () => {
    // 0..29 used, then 19 unused, then 49: inside the gap of 20 after 29; 120 is past the gap and the look-ahead
    const used = wallet([...Array.from({ length: 30 }, (_, i) => i), 49, 120], [0, 1]);
    const d = await discover(ctxOf(explorer(used).http), { account });
    expect(d.used.filter((a) => a.chainIndex === 0).map((a) => a.index)).toEqual([
      ...Array.from({ length: 30 }, (_, i) => i),
      49,
    ]);
    expect(d.nextReceive.index).toBe(50);
    expect(d.nextChange.index).toBe(2);
    expect(d.changeAddresses).toHaveLength(3);
    const expected = [...Array.from({ length: 30 }, (_, i) => 1000 + i), 1049, 5000, 5001].reduce(
      (s, v) => s + v,
      0,
    );
    expect(d.balance).toBe(BigInt(expected));
    expect(d.utxos.map((u) => u.owner.address)).toEqual(
      [...Array.from({ length: 30 }, (_, i) => derive(0, i)), derive(0, 49), derive(1, 0), derive(1, 1)].map(
        (a) => a.address,
      ),
    );
  });

  it('is the same scan whatever order the answers come in, and through 429s', async () => {
    // 25..44 unused after 0..24, then 45: past the gap, but inside the look-ahead a used run earns
    const used = wallet([...Array.from({ length: 25 }, (_, i) => i), 45], [], [3, 7]);
    const runs = await Promise.all(
      [1, 7, 42, 99].map((seed) =>
        discover(ctxOf(explorer(used, { seed, rateLimitEvery: seed === 42 ? 5 : undefined }).http), {
          account,
        }),
      ),
    );
    const shape = (d: (typeof runs)[number]) => ({
      used: d.used.map((a) => `${a.chainIndex}/${a.index}:${a.balance}`),
      utxos: d.utxos.map((u) => `${u.owner.index}:${u.value}`),
      next: d.nextReceive.index,
    });
    for (const r of runs.slice(1)) expect(shape(r)).toEqual(shape(runs[0] as (typeof runs)[number]));
    expect(runs[0]?.used.map((a) => a.index)).toContain(45);
    // emptied addresses are used but have no UTXOs to ask for
    expect(runs[0]?.utxos.map((u) => u.owner.index)).not.toContain(3);
  });

  it('reports its progress up to the final count', async () => {
    const used = wallet([0, 1, 2], [0]);
    const seen: DiscoveryProgress[] = [];
    const ex = explorer(used);
    await discover(ctxOf(ex.http), { account, onProgress: (p) => seen.push(p) });
    const last = seen[seen.length - 1];
    expect(last).toEqual({ checked: seen.length, used: 4, transactions: 4 });
    // every address asked about once, plus one UTXO list per funded address
    expect(ex.requests()).toBe(seen.length + 4);
  });
});
