/**
 * The discovery benchmark's distant explorer, in its own process: the Esplora server over
 * litecoind behind the 50 ms proxy. In one process with the client, the explorer's own work
 * (indexing, JSON, the proxy's forwarding) shared the client's event loop, and the bench timed
 * both; a real explorer runs elsewhere. Started by utxoBench.ts with fork(); it sends the
 * proxy's URL once listening, and the proxy's request count when asked.
 */
import { startEsploraServer } from '../test/utxo/esploraServer';
import { startDelayProxy } from '../test/utxo/httpHelpers';

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

const esplora = await startEsploraServer(rpc, { maxStalenessMs: 60_000 });
// the first sync indexes every block the bench mined: done before the client is timed
await fetch(`${esplora.url}/fee-estimates`);
const proxy = await startDelayProxy(esplora.url, delayMs);
process.on('message', (m) => {
  if (m === 'requests') process.send?.({ requests: proxy.requests() });
  // the explorer's own CPU (ms): on a loaded two-core machine it competes with the client's
  if (m === 'cpu') {
    const c = process.cpuUsage();
    process.send?.({ cpu: Math.round((c.user + c.system) / 1000) });
  }
  if (m === 'close') void Promise.all([proxy.close(), esplora.close()]).then(() => process.exit(0));
});
process.send?.({ url: proxy.url });
