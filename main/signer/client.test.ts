import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceSignerFactory } from '../../test/signerProcess';
import { SignerClient } from './client';
import type { SignerTransport } from './transport';

const dirs: string[] = [];
const clients: SignerClient[] = [];
function tmp(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'signer-'));
  dirs.push(d);
  return d;
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('SignerClient with the real signer process', () => {
  it('answers a ping with the same nonce', async () => {
    const c = new SignerClient(sourceSignerFactory(tmp(), 'mainnet'));
    clients.push(c);
    await c.start();
    expect(c.state).toBe('ready');
    const r = await c.call('ping', { nonce: 'abc' });
    expect(r.nonce).toBe('abc');
  });

  it('turns bad params into a typed BAD_INPUT error', async () => {
    const c = new SignerClient(sourceSignerFactory(tmp(), 'mainnet'));
    clients.push(c);
    await c.start();
    // @ts-expect-error deliberately wrong params
    await expect(c.call('ping', { nonce: 5 })).rejects.toMatchObject({ code: 'BAD_INPUT' });
    // @ts-expect-error unknown method
    await expect(c.call('steal', {})).rejects.toMatchObject({ code: 'UNKNOWN_CALL' });
  });

  it('detects a crash, fails open requests, and restarts locked', async () => {
    const states: string[] = [];
    let transport: SignerTransport | null = null;
    const base = sourceSignerFactory(tmp(), 'mainnet');
    const c = new SignerClient(
      () => {
        transport = base();
        return transport;
      },
      { onState: (s) => states.push(s), restartDelayMs: 10 },
    );
    clients.push(c);
    await c.start();
    const pending = c.call('ping', { nonce: 'x' });
    transport!.kill();
    await expect(pending).rejects.toMatchObject({ code: 'SIGNER_UNAVAILABLE' });
    // a call made during the restart waits for the new process
    const after = await c.call('ping', { nonce: 'again' });
    expect(after.nonce).toBe('again');
    expect(states).toEqual(['ready', 'crashed', 'restarting', 'ready']);
    expect(c.restarts).toBe(1);
    expect((await c.call('status', {})).locked).toBe(true);
  });
});

describe('SignerClient deadlines', () => {
  it('times out a silent signer with SIGNER_TIMEOUT and kills it', async () => {
    let killed = false;
    let onMsg: ((m: unknown) => void) | null = null;
    const silent = (): SignerTransport => ({
      send: () => undefined,
      onMessage: (cb) => (onMsg = cb),
      onExit: () => undefined,
      kill: () => {
        killed = true;
      },
    });
    const c = new SignerClient(silent, { timeoutMs: 50 });
    const started = c.start();
    onMsg!({ type: 'ready', pid: 1 });
    await started;
    await expect(c.call('ping', { nonce: 'n' })).rejects.toMatchObject({ code: 'SIGNER_TIMEOUT' });
    expect(killed).toBe(true);
  });
});
