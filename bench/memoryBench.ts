/**
 * Resident memory of main (the browser host process) and of the signer it forks, with 20
 * wallets holding a coin on every chain, each wallet shown once so every address is derived
 * and cached. Read from /proc, where the numbers come from the kernel, not from V8.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startHost, removeDir } from '../e2e/harness';
import { connectHost } from './hostClient';

const WALLETS = 20;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

export async function benchMemory(): Promise<Record<string, string>> {
  const host = await startHost();
  const client = await connectHost(new URL(host.url));
  try {
    const pid = host.proc.pid!;
    const idleMain = rssMb(pid);
    const idleSigner = childPids(pid)
      .map(rssMb)
      .reduce((a, b) => a + b, 0);
    let coins = 0;
    for (let i = 0; i < WALLETS; i++) {
      await client.call('wallets.create', {
        words: 12,
        name: `Wallet ${i + 1}`,
        ...(i === 0 ? { password: 'bench password 1234' } : {}),
      });
      const { entries } = await client.call('coins.catalogue', { query: '' });
      for (const e of entries)
        if (e.type === 'coin' && !e.inWallet) await client.call('coins.toggle', { id: e.id });
      coins += (await client.call('coins.list', {})).coins.length;
    }
    const signers = childPids(pid);
    const main = rssMb(pid);
    const signer = signers.map(rssMb).reduce((a, b) => a + b, 0);
    return {
      'main (host) RSS, 20 wallets × every chain': `${main.toFixed(0)} MB (empty vault: ${idleMain.toFixed(0)} MB)`,
      'signer RSS': `${signer.toFixed(0)} MB in ${signers.length} process(es) (before the first wallet: ${idleSigner.toFixed(0)} MB)`,
      'aim / first measured': `reported, no aim; first measured (issue 20): main 238 MB (empty 225), signer 217 MB (idle 202)`,
      'coins across wallets': String(coins),
    };
  } finally {
    client.close();
    await host.stop();
    removeDir(host.dataDir);
  }
}
