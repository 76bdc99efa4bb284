/**
 * UTXO engine benchmark: discovery of a wallet with 200 used addresses through the Esplora
 * server over a real litecoind, answering each request 50 ms late (a distant explorer),
 * and the time to sign a 100-input transaction. Called by `npm run bench`. The explorer and
 * its delay run in their own process (explorerProcess.ts), so only the client is timed.
 */
import { performance } from 'node:perf_hooks';
import { addressDeriver } from '../main/chains/utxo/logic/account';
import { discover } from '../main/chains/utxo/logic/discover';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startLitecoind } from '../test/utxo/litecoind';
import { testCtx } from '../test/utxo/ctx';
import { offlinePsbt } from '../test/utxo/offlinePsbt';
import { testWallet } from '../test/utxo/testWallet';

const USED = 200;
const DELAY_MS = 50;
const SIGN_INPUTS = 100;

export async function benchUtxo(): Promise<Record<string, number | string>> {
  const wallet = testWallet();
  const account = wallet.account('p2wpkh');
  const derive = addressDeriver('litecoin', 'regtest', account);
  const node = await startLitecoind();
  try {
    await node.mine(101);
    const amounts: Record<string, string> = {};
    for (let i = 0; i < USED; i++) amounts[derive(0, i).address] = '0.001';
    await node.rpc('sendmany', ['', amounts], 'w');
    await node.mine(1);
    const explorer = await startExplorer(node.rpcUrl, node.rpcAuth);
    try {
      const ctx = testCtx([{ kind: 'esplora', baseUrl: explorer.url }]);
      const explorerCpu0 = await explorer.cpu();
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const d = await discover(ctx, { account });
      const cpu = process.cpuUsage(cpu0);
      const wall = performance.now() - t0;
      const explorerCpu = (await explorer.cpu()) - explorerCpu0;
      if (d.used.length !== USED) throw new Error(`discovery found ${d.used.length} of ${USED} addresses`);

      const inputs = Array.from({ length: SIGN_INPUTS }, (_, i) => ({ account, index: i, value: 100_000n }));
      const to = derive(1, 0);
      const psbt = offlinePsbt('litecoin', 'regtest', inputs, [
        { script: to.script, value: 9_000_000n },
      ]).toBase64();
      const intent = {
        chain: 'litecoin',
        to: to.address,
        amount: 9_000_000n,
        feeCap: 1_000_000n,
        changeAddresses: [],
      };
      const s0 = performance.now();
      wallet.sign('litecoin', 'regtest', psbt, intent);
      const signMs = performance.now() - s0;

      return {
        'utxo discovery used addresses': USED,
        'utxo discovery proxy delay ms': DELAY_MS,
        'utxo discovery requests': await explorer.requests(),
        'utxo discovery wall ms': Math.round(wall),
        // the client's own CPU (user + system): what the wall time cannot go below on one core
        'utxo discovery client CPU ms': Math.round((cpu.user + cpu.system) / 1000),
        // the explorer's: not the client's cost, but on two cores it slows the client's answers
        'utxo discovery explorer CPU ms': explorerCpu,
        'utxo discovery addresses/s': Math.round((USED / wall) * 1000 * 10) / 10,
        'utxo discovery aim / baseline':
          'aim ≥ 300 addresses/s (Electrum ~240); before issue 20: 55.6/s, 440 requests, 3.6 s; ' +
          'before issue 38: 125.8/s, 480 requests, 1.59 s (quiet), 11 round trips at a 48 pool',
        'utxo sign 100-input tx ms': Math.round(signMs),
      };
    } finally {
      await explorer.close();
    }
  } finally {
    await node.stop();
  }
}

interface Explorer {
  url: string;
  requests(): Promise<number>;
  /** the explorer process's CPU time so far, ms */
  cpu(): Promise<number>;
  close(): Promise<void>;
}

/** Forks explorerProcess.ts (through tsx, as the bench runs) and waits for its URL. */
async function startExplorer(rpcUrl: string, rpcAuth: string): Promise<Explorer> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./explorerProcess.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_RPC_URL: rpcUrl, BENCH_RPC_AUTH: rpcAuth, BENCH_DELAY_MS: String(DELAY_MS) },
  });
  const next = <T>(key: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (m: Record<string, T>) => {
        if (!(key in m)) return;
        child.off('message', onMessage);
        resolve(m[key] as T);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`explorer process exited (${code})`)));
    });
  const url = await next<string>('url');
  return {
    url,
    requests: () => {
      const r = next<number>('requests');
      child.send('requests');
      return r;
    },
    cpu: () => {
      const r = next<number>('cpu');
      child.send('cpu');
      return r;
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}
