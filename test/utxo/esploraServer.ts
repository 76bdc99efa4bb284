/**
 * An Esplora-compatible HTTP server over a node's RPC, so the real UTXO adapter talks HTTP
 * to a real node. It indexes every block (outputs by address, spends by outpoint) and
 * overlays the current mempool on each request. Fee endpoints: /fee-estimates from
 * estimatesmartfee and /v1/fees/mempool-blocks from the real mempool.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Rpc = <T = unknown>(method: string, params?: unknown[]) => Promise<T>;

interface RpcVout {
  value: number;
  n: number;
  scriptPubKey: { hex: string; type: string; address?: string; addresses?: string[] };
}
interface RpcTx {
  txid: string;
  version: number;
  locktime: number;
  size: number;
  vsize: number;
  weight: number;
  hex: string;
  vin: {
    txid?: string;
    vout?: number;
    coinbase?: string;
    sequence: number;
    scriptSig?: { hex: string };
    txinwitness?: string[];
  }[];
  vout: RpcVout[];
}
interface Status {
  confirmed: boolean;
  block_height?: number;
  block_hash?: string;
  block_time?: number;
}
interface Out {
  address?: string;
  value: number;
  script: string;
  type: string;
}

const sats = (v: number): number => Math.round(v * 1e8);
const TYPE: Record<string, string> = {
  pubkeyhash: 'p2pkh',
  scripthash: 'p2sh',
  witness_v0_keyhash: 'v0_p2wpkh',
  witness_v0_scripthash: 'v0_p2wsh',
  witness_v1_taproot: 'v1_p2tr',
};

export interface EsploraServer {
  url: string;
  /** requests served, by path kind */
  requests: () => number;
  /**
   * Plays a hostile explorer: each JSON answer to a GET passes through it (the path and the
   * honest answer) and whatever it returns is sent instead.
   */
  lie: ((path: string, payload: unknown) => unknown) | null;
  close(): Promise<void>;
}

export interface EsploraOptions {
  /**
   * How old the index may be when a request is answered. 0 (the tests): every request waits for
   * a sync that starts after it arrived. The benchmark, whose node does not change while it
   * runs, answers from the last sync as a real explorer answers from its index, so it times the
   * client and not this server's calls to the node.
   */
  maxStalenessMs?: number;
  /**
   * Answers every request this much later, as a distant explorer does (the benchmark): the
   * same as the delay proxy in httpHelpers.ts without a second HTTP hop's CPU in the process.
   */
  delayMs?: number;
}

export async function startEsploraServer(rpc: Rpc, options: EsploraOptions = {}): Promise<EsploraServer> {
  const maxStaleness = options.maxStalenessMs ?? 0;
  let syncedAt = -Infinity;
  const txs = new Map<string, { tx: RpcTx; status: Status }>();
  const outs = new Map<string, Out>(); // "txid:n"
  const byAddress = new Map<string, Set<string>>();
  const spentBy = new Map<string, string>();
  let height = -1;
  let mempool = new Set<string>();
  let lock: Promise<void> = Promise.resolve();
  let served = 0;

  const touch = (address: string | undefined, txid: string) => {
    if (!address) return;
    let s = byAddress.get(address);
    if (!s) byAddress.set(address, (s = new Set()));
    s.add(txid);
  };
  const index = (tx: RpcTx, status: Status) => {
    txs.set(tx.txid, { tx, status });
    tx.vout.forEach((o) => {
      const address = o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0];
      outs.set(`${tx.txid}:${o.n}`, {
        address,
        value: sats(o.value),
        script: o.scriptPubKey.hex,
        type: o.scriptPubKey.type,
      });
      touch(address, tx.txid);
    });
    for (const i of tx.vin) {
      if (!i.txid) continue;
      const key = `${i.txid}:${i.vout}`;
      spentBy.set(key, tx.txid);
      touch(outs.get(key)?.address, tx.txid);
    }
  };
  const unindex = (txid: string) => {
    const e = txs.get(txid);
    if (!e) return;
    txs.delete(txid);
    for (const i of e.tx.vin)
      if (i.txid && spentBy.get(`${i.txid}:${i.vout}`) === txid) spentBy.delete(`${i.txid}:${i.vout}`);
    for (const set of byAddress.values()) set.delete(txid);
  };

  async function doSync(): Promise<void> {
    const count = await rpc<number>('getblockcount');
    for (let h = height + 1; h <= count; h++) {
      const hash = await rpc<string>('getblockhash', [h]);
      const block = await rpc<{ tx: RpcTx[]; time: number }>('getblock', [hash, 2]);
      for (const tx of block.tx) {
        if (mempool.has(tx.txid)) unindex(tx.txid);
        index(tx, { confirmed: true, block_height: h, block_hash: hash, block_time: block.time });
      }
      height = h;
    }
    const now = new Set(await rpc<string[]>('getrawmempool'));
    for (const id of mempool) if (!now.has(id) && !txs.get(id)?.status.confirmed) unindex(id);
    for (const id of now) {
      if (txs.has(id)) continue;
      const tx = await rpc<RpcTx>('getrawtransaction', [id, true]).catch(() => null);
      if (tx) index(tx, { confirmed: false });
    }
    mempool = now;
  }
  // Every request must see the node as it was when the request arrived, so it waits for a sync
  // that starts after that. Requests arriving before the queued sync starts share it: a burst
  // of 30 parallel requests costs two syncs, not thirty in a row.
  let queued: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (maxStaleness > 0 && performance.now() - syncedAt <= maxStaleness) return Promise.resolve();
    if (queued) return queued;
    const run = () => {
      queued = null;
      const started = performance.now();
      return doSync().then(() => {
        syncedAt = started;
      });
    };
    const next = lock.then(run, run);
    queued = next;
    lock = next.catch(() => undefined);
    return next;
  };

  const toJson = (txid: string) => {
    const e = txs.get(txid);
    if (!e) return null;
    const { tx, status } = e;
    let inSum = 0;
    const vin = tx.vin.map((i) => {
      if (!i.txid)
        return {
          is_coinbase: true,
          sequence: i.sequence,
          prevout: null,
          txid: '0'.repeat(64),
          vout: 0xffffffff,
        };
      const prev = outs.get(`${i.txid}:${i.vout}`);
      inSum += prev?.value ?? 0;
      return {
        txid: i.txid,
        vout: i.vout,
        is_coinbase: false,
        sequence: i.sequence,
        scriptsig: i.scriptSig?.hex ?? '',
        witness: i.txinwitness ?? [],
        prevout: prev
          ? {
              scriptpubkey: prev.script,
              scriptpubkey_address: prev.address,
              scriptpubkey_type: TYPE[prev.type] ?? prev.type,
              value: prev.value,
            }
          : null,
      };
    });
    const vout = tx.vout.map((o) => ({
      scriptpubkey: o.scriptPubKey.hex,
      scriptpubkey_address: o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0],
      scriptpubkey_type: TYPE[o.scriptPubKey.type] ?? o.scriptPubKey.type,
      value: sats(o.value),
    }));
    const outSum = vout.reduce((s, o) => s + o.value, 0);
    const coinbase = tx.vin.some((i) => !i.txid);
    return {
      txid,
      version: tx.version,
      locktime: tx.locktime,
      vin,
      vout,
      size: tx.size,
      weight: tx.weight,
      fee: coinbase ? 0 : inSum - outSum,
      status,
    };
  };

  const stats = (address: string, confirmed: boolean) => {
    let funded = 0,
      fundedSum = 0,
      spent = 0,
      spentSum = 0,
      count = 0;
    for (const id of byAddress.get(address) ?? []) {
      const e = txs.get(id);
      if (!e || e.status.confirmed !== confirmed) continue;
      count++;
      for (const o of e.tx.vout) {
        const out = outs.get(`${id}:${o.n}`);
        if (out?.address === address) {
          funded++;
          fundedSum += out.value;
        }
      }
      for (const i of e.tx.vin) {
        const prev = i.txid ? outs.get(`${i.txid}:${i.vout}`) : undefined;
        if (prev?.address === address) {
          spent++;
          spentSum += prev.value;
        }
      }
    }
    return {
      funded_txo_count: funded,
      funded_txo_sum: fundedSum,
      spent_txo_count: spent,
      spent_txo_sum: spentSum,
      tx_count: count,
    };
  };

  const routes: [RegExp, (m: RegExpExecArray, body: string) => Promise<[number, unknown]>][] = [
    [
      /^\/address\/([^/]+)$/,
      async (m) => {
        const a = m[1] as string;
        return [200, { address: a, chain_stats: stats(a, true), mempool_stats: stats(a, false) }];
      },
    ],
    [
      /^\/address\/([^/]+)\/utxo$/,
      async (m) => {
        const a = m[1] as string;
        const list = [];
        for (const id of byAddress.get(a) ?? []) {
          const e = txs.get(id) as { tx: RpcTx; status: Status };
          for (const o of e.tx.vout) {
            const key = `${id}:${o.n}`;
            if (outs.get(key)?.address === a && !spentBy.has(key))
              list.push({ txid: id, vout: o.n, status: e.status, value: sats(o.value) });
          }
        }
        return [200, list];
      },
    ],
    [
      /^\/address\/([^/]+)\/txs$/,
      async (m) => {
        const ids = [...(byAddress.get(m[1] as string) ?? [])];
        const list = ids.map(toJson).filter((t) => t !== null);
        list.sort((a, b) => (b.status.block_height ?? Infinity) - (a.status.block_height ?? Infinity));
        return [200, list.slice(0, 50)];
      },
    ],
    [
      /^\/tx\/([0-9a-f]{64})$/,
      async (m) => {
        const t = toJson(m[1] as string);
        return t ? [200, t] : [404, 'Transaction not found'];
      },
    ],
    [
      /^\/tx\/([0-9a-f]{64})\/hex$/,
      async (m) => {
        const t = txs.get(m[1] as string);
        return t ? [200, t.tx.hex] : [404, 'Transaction not found'];
      },
    ],
    // which chain and how far: what Settings → Networks asks a user's own Esplora
    [/^\/block-height\/(\d{1,9})$/, async (m) => [200, await rpc<string>('getblockhash', [Number(m[1])])]],
    [/^\/blocks\/tip\/height$/, async () => [200, String(await rpc<number>('getblockcount'))]],
    [
      /^\/fee-estimates$/,
      async () => {
        const out: Record<string, number> = {};
        for (const target of [1, 2, 3, 6, 12, 24]) {
          const r = await rpc<{ feerate?: number }>('estimatesmartfee', [target]);
          if (r.feerate) out[String(target)] = (r.feerate * 1e8) / 1000;
        }
        return [200, out];
      },
    ],
    [
      /^\/v1\/fees\/mempool-blocks$/,
      async () => {
        const pool = await rpc<Record<string, { vsize: number; fees: { base: number } }>>('getrawmempool', [
          true,
        ]);
        const rates = Object.values(pool)
          .map((e) => sats(e.fees.base) / e.vsize)
          .sort((a, b) => a - b);
        if (rates.length === 0) return [200, []];
        const vsize = Object.values(pool).reduce((s, e) => s + e.vsize, 0);
        const median = rates[Math.floor(rates.length / 2)] as number;
        return [
          200,
          [
            {
              blockSize: vsize,
              blockVSize: vsize,
              nTx: rates.length,
              totalFees: 0,
              medianFee: median,
              feeRange: [rates[0], rates.at(-1)],
            },
          ],
        ];
      },
    ],
  ];

  const host: EsploraServer = {
    url: '',
    requests: () => served,
    lie: null,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server = http.createServer((req, res) => {
    served++;
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const answer = () =>
        void (async () => {
          const url = new URL(req.url ?? '/', 'http://x');
          const reply = (status: number, payload: unknown) => {
            const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
            res.writeHead(status, {
              'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json',
            });
            res.end(text);
          };
          try {
            await sync();
            if (req.method === 'POST' && url.pathname === '/tx') {
              try {
                const txid = await rpc<string>('sendrawtransaction', [body.trim()]);
                await sync();
                return reply(200, txid);
              } catch (e) {
                return reply(
                  400,
                  `sendrawtransaction RPC error: ${e instanceof Error ? e.message : String(e)}`,
                );
              }
            }
            for (const [re, handler] of routes) {
              const m = re.exec(url.pathname);
              if (m && req.method === 'GET') {
                const [status, payload] = await handler(m, body);
                return reply(status, host.lie ? host.lie(url.pathname, payload) : payload);
              }
            }
            reply(404, 'Not found');
          } catch (e) {
            reply(500, e instanceof Error ? e.message : String(e));
          }
        })();
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  host.url = `http://127.0.0.1:${port}`;
  return host;
}
