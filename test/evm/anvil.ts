// Starts a real anvil (from the @foundry-rs/anvil npm package) on 127.0.0.1 for integration
// tests and benchmarks. The platform package ships the binary; we spawn it directly rather
// than through the package's bin.mjs wrapper so that the pid we kill is anvil itself (an
// orphaned anvil would keep its port).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The 10 accounts anvil funds by default (its well-known test mnemonic), 10000 ETH each. */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
] as const;

export interface AnvilOptions {
  chainId?: number;
  /** start with mining disabled (txs wait in the mempool until `evm_mine`) */
  noMining?: boolean;
  extraArgs?: string[];
}

export interface Anvil {
  url: string;
  port: number;
  chainId: number;
  pid: number;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

export function anvilBinary(): string {
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil');
  } catch {
    // The registry this project installs from carries only the linux-x64 build (package.json
    // optionalDependencies); elsewhere install foundry's anvil and put it on PATH.
    throw new Error(
      `anvil not found (${pkg}): on linux-x64 run 'npm ci'; elsewhere install foundry and rerun`,
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function rpcAt<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

function waitExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

export async function startAnvil(opts: AnvilOptions = {}): Promise<Anvil> {
  const chainId = opts.chainId ?? 31337;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
    if (opts.noMining) args.push('--no-mining');
    const child = spawn(anvilBinary(), [...args, ...(opts.extraArgs ?? [])], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await waitExit(child);
    };
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        await rpcAt(url, 'eth_chainId');
        return {
          url,
          port,
          chainId,
          pid: child.pid!,
          rpc: (method, params) => rpcAt(url, method, params),
          stop,
        };
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await stop(); // port raced away or slow start: try another port
  }
  throw new Error('anvil did not start');
}
