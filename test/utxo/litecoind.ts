/**
 * A real litecoind in regtest for the UTXO engine's integration tests and benchmark:
 * random free ports on 127.0.0.1, a temp datadir removed on stop, a funded node wallet.
 * MWEB would activate at height 432 and break plain block generation, so vbparams keep it off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const INSTALL_HINT = 'litecoind is not installed: run `apt-get install -y litecoind`';

export interface Litecoind {
  rpcUrl: string;
  /** the Authorization header of the RPC (another process may call it too) */
  rpcAuth: string;
  rpc<T = unknown>(method: string, params?: unknown[], wallet?: string): Promise<T>;
  /** mines n blocks to the node wallet */
  mine(n?: number): Promise<string[]>;
  /** address of the node's own wallet (funding source) */
  walletAddress: string;
  stop(): Promise<void>;
}

export function findLitecoind(): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/usr/local/bin']);
  for (const d of dirs) {
    const p = path.join(d, 'litecoind');
    if (existsSync(p)) return p;
  }
  throw new Error(INSTALL_HINT);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startLitecoind(): Promise<Litecoind> {
  const bin = findLitecoind();
  const datadir = await mkdtemp(path.join(os.tmpdir(), 'ltc-regtest-'));
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const user = 'u';
  const password = Math.random().toString(36).slice(2);
  const child: ChildProcess = spawn(
    bin,
    [
      '-regtest',
      '-server',
      '-listen=0',
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      `-rpcport=${rpcPort}`,
      `-port=${p2pPort}`,
      `-datadir=${datadir}`,
      `-rpcuser=${user}`,
      `-rpcpassword=${password}`,
      '-txindex=1',
      '-fallbackfee=0.0001',
      '-vbparams=mweb:9999999999:9999999999',
      // Litecoin Core ships with BIP125 replacement off (Bitcoin Core has it on); the RBF
      // scenarios need a mempool that honours it, as Bitcoin's does
      '-mempoolreplacement=1',
      '-printtoconsole=0',
      '-rpcthreads=16',
      '-rpcworkqueue=256',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const rpcUrl = `http://127.0.0.1:${rpcPort}`;
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  async function rpc<T>(method: string, params: unknown[] = [], wallet?: string): Promise<T> {
    const res = await fetch(wallet ? `${rpcUrl}/wallet/${wallet}` : rpcUrl, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result: T; error: { code: number; message: string } | null };
    if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`);
    return body.result;
  }

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`litecoind exited: ${stderr.slice(0, 500)}`);
    try {
      await rpc('getblockcount');
      break;
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`litecoind RPC did not come up: ${String(e)}`);
      await sleep(200);
    }
  }
  await rpc('createwallet', ['w']);
  const walletAddress = await rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  const mine = (n = 1) => rpc<string[]>('generatetoaddress', [n, walletAddress]);

  return {
    rpcUrl,
    rpcAuth: auth,
    rpc,
    mine,
    walletAddress,
    async stop() {
      if (!exited) {
        await rpc('stop').catch(() => child.kill('SIGTERM'));
        const t = Date.now();
        while (!exited && Date.now() - t < 20_000) await sleep(100);
        if (!exited) child.kill('SIGKILL');
      }
      await rm(datadir, { recursive: true, force: true });
    },
  };
}
