/**
 * Resident memory of main (the browser host process) and of the signer it forks: with an
 * empty vault; with one wallet whose only coin is ETH, read once (main has loaded the EVM
 * family alone: families load on first use); and with 20 wallets holding a coin on every
 * chain, each wallet's balances read once so every family has loaded and every address is
 * derived and cached. Read from /proc, where the numbers come from the kernel, not from V8.
 */
import { execFileSync } from 'node:child_process';
import { getChain } from '../shared/chains/registry';
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
    // one wallet, ETH alone, its balance read: the EVM family is the one main has loaded
    await client.call('wallets.create', { words: 12, name: 'Wallet 1', password: 'bench password 1234' });
    const first = await client.call('coins.catalogue', { query: '' });
    for (const e of first.entries) {
      const wanted = e.type === 'coin' && getChain(e.chainName).family === 'evm' && e.symbol === 'ETH';
      if (e.inWallet !== wanted) await client.call('coins.toggle', { id: e.id });
    }
    const oneFamilies = new Set(
      (await client.call('coins.list', {})).coins.map((c) => getChain(c.chainName).family),
    );
    await client.call('coins.balances', {});
    const oneMain = rssMb(pid);

    let coins = 0;
    for (let i = 0; i < WALLETS; i++) {
      if (i > 0) await client.call('wallets.create', { words: 12, name: `Wallet ${i + 1}` });
      const { entries } = await client.call('coins.catalogue', { query: '' });
      for (const e of entries)
        if (e.type === 'coin' && !e.inWallet) await client.call('coins.toggle', { id: e.id });
      coins += (await client.call('coins.list', {})).coins.length;
      // every family reads (and fails fast: the local profile gives them no node): each one loads
      await client.call('coins.balances', {});
    }
    const signers = childPids(pid);
    const main = rssMb(pid);
    const signer = signers.map(rssMb).reduce((a, b) => a + b, 0);
    return {
      'main (host) RSS, empty vault': `${idleMain.toFixed(0)} MB (issue 38: 215 MB, every family loaded at start)`,
      [`main RSS, one family used (${[...oneFamilies].join(', ')})`]: `${oneMain.toFixed(0)} MB`,
      'main RSS, 20 wallets × every chain, every family used': `${main.toFixed(0)} MB (issue 38: 226 MB)`,
      'aim (issue 38)': 'a family loads on first use: empty and one-family main well under every-family main',
      'signer RSS': `${signer.toFixed(0)} MB in ${signers.length} process(es) (before the first wallet: ${idleSigner.toFixed(0)} MB)`,
      'first measured (issue 20)': 'main 238 MB (empty 225), signer 217 MB (idle 202)',
      'coins across wallets': String(coins),
    };
  } finally {
    client.close();
    await host.stop();
    removeDir(host.dataDir);
  }
}
