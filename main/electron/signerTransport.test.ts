import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ForkOptions } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNER_SOURCE_ENTRY } from '../../test/signerProcess';
import { SignerClient } from '../signer/client';
import { utilityTransportFactory, type UtilityChild } from './signerTransport';

/**
 * Stands in for `utilityProcess.fork`: a real Node child running the real signer, wrapped in
 * the UtilityProcess surface (postMessage, 'message', 'exit' with a code, kill) and given a
 * `process.parentPort` like Electron's, so the signer takes its utility-process path.
 */
class NodeUtilityChild extends EventEmitter implements UtilityChild {
  constructor(readonly child: ChildProcess) {
    super();
    child.on('message', (m) => this.emit('message', m));
    child.on('exit', (code) => this.emit('exit', code ?? -1));
  }
  postMessage(message: unknown): void {
    this.child.send(message as object);
  }
  kill(): boolean {
    return this.child.kill('SIGKILL');
  }
}

const shim = pathToFileURL(path.join(__dirname, 'utilityShim.fixture.ts')).href;
const forks: { modulePath: string; args: string[]; options: ForkOptions; child: NodeUtilityChild }[] = [];
function fakeFork(modulePath: string, args: string[], options: ForkOptions): NodeUtilityChild {
  const child = new NodeUtilityChild(
    fork(modulePath, args, {
      env: options.env as NodeJS.ProcessEnv,
      execArgv: ['--import', 'tsx', '--import', shim],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  forks.push({ modulePath, args, options, child });
  return child;
}

const dirs: string[] = [];
const clients: SignerClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  forks.length = 0;
});

describe('utilityTransportFactory with the real signer', () => {
  it('starts the signer with the minimal env and carries calls both ways', async () => {
    const vaultDir = mkdtempSync(path.join(os.tmpdir(), 'utility-signer-'));
    dirs.push(vaultDir);
    const c = new SignerClient(
      utilityTransportFactory({ entry: SIGNER_SOURCE_ENTRY, vaultDir, network: 'testnet', fork: fakeFork }),
    );
    clients.push(c);
    await c.start();
    expect(forks).toHaveLength(1);
    expect(forks[0]!.modulePath).toBe(SIGNER_SOURCE_ENTRY);
    expect(forks[0]!.args).toEqual([]);
    expect(forks[0]!.options).toEqual({
      env: { WALLET_VAULT_DIR: vaultDir, WALLET_SIGNER_NETWORK: 'testnet' },
      serviceName: 'Wallet Signer',
      stdio: 'inherit',
    });
    const r = await c.call('ping', { nonce: 'n-1' });
    expect(r.nonce).toBe('n-1');
  });

  it('reports a killed signer as a crash and comes back through a fresh fork', async () => {
    const vaultDir = mkdtempSync(path.join(os.tmpdir(), 'utility-signer-'));
    dirs.push(vaultDir);
    const states: string[] = [];
    const c = new SignerClient(
      utilityTransportFactory({ entry: SIGNER_SOURCE_ENTRY, vaultDir, network: 'testnet', fork: fakeFork }),
      {
        restartDelayMs: 10,
        onState: (s) => states.push(s),
      },
    );
    clients.push(c);
    await c.start();
    const exited = new Promise((r) => forks[0]!.child.once('exit', r));
    forks[0]!.child.child.kill('SIGKILL');
    await exited;
    expect(c.state).toBe('crashed');
    const r = await c.call('ping', { nonce: 'after-crash' });
    expect(r.nonce).toBe('after-crash');
    expect(states).toContain('crashed');
    expect(forks).toHaveLength(2);
    expect(c.restarts).toBe(1);
  });

  it('sends nothing to a child that has exited', () => {
    const posted: unknown[] = [];
    const child = Object.assign(new EventEmitter(), {
      postMessage: (m: unknown) => void posted.push(m),
      kill: () => true,
    });
    const t = utilityTransportFactory({
      entry: 'x',
      vaultDir: '/v',
      network: 'mainnet',
      fork: () => child,
    })();
    const exits: unknown[] = [];
    t.onExit((info) => exits.push(info));
    t.send({ type: 'request', id: 1, method: 'ping', params: { nonce: 'a' } });
    child.emit('exit', 3);
    t.send({ type: 'request', id: 2, method: 'ping', params: { nonce: 'b' } });
    expect(posted).toHaveLength(1);
    expect(exits).toEqual([{ code: 3, signal: null }]);
  });
});
