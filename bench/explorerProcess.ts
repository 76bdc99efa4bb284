/**
 * The discovery benchmark's distant explorer, in its own process: the Esplora server over
 * litecoind answering each request 50 ms late. In one process with the client, the explorer's
 * own work (indexing, JSON) shared the client's event loop, and the bench timed both; a real
 * explorer runs elsewhere. Started by utxoBench.ts with fork(); it sends the explorer's URL
 * once listening, and the requests it served the client (and its CPU) when asked.
 */
import { startEsploraServer } from '../test/utxo/esploraServer';

const rpcUrl = process.env.BENCH_RPC_URL ?? '';
const rpcAuth = process.env.BENCH_RPC_AUTH ?? '';
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 50);

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { authorization: rpcAuth, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result: T; error: { message: string } | null };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

// the delay is the server's own (no proxy hop): the second HTTP hop's CPU was half this
// process's time, which a distant explorer's network does not cost the client's machine
const esplora = await startEsploraServer(rpc, { maxStalenessMs: 60_000, delayMs });
// the first sync indexes every block the bench mined: done before the client is timed
await fetch(`${esplora.url}/fee-estimates`);
const warmUp = esplora.requests();
process.on('message', (m) => {
  if (m === 'requests') process.send?.({ requests: esplora.requests() - warmUp });
  // the explorer's own CPU (ms): on a loaded two-core machine it competes with the client's
  if (m === 'cpu') {
    const c = process.cpuUsage();
    process.send?.({ cpu: Math.round((c.user + c.system) / 1000) });
  }
  if (m === 'close') void esplora.close().then(() => process.exit(0));
});
process.send?.({ url: esplora.url });
