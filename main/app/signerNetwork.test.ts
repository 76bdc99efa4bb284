// Main starts the signer on the profile's network, the only one it will then sign on: the local
// profile runs regtest nodes, so its signer is a regtest signer.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerTransport } from '../signer/transport';
import { createApp, type AppDeps } from './createApp';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A signer that only says it is ready, and exits when killed: this test is about how it is started. */
const readySigner = (): SignerTransport => {
  const exits: ((info: { code: number; signal: null }) => void)[] = [];
  return {
    send: () => undefined,
    onMessage: (cb) => queueMicrotask(() => cb({ type: 'ready', pid: 1 })),
    onExit: (cb) => void exits.push(cb),
    kill: () => exits.forEach((cb) => cb({ code: 0, signal: null })),
  };
};

describe('the signer’s network', () => {
  it.each<[AppDeps['network'], NetworkKind]>([
    ['mainnet', 'mainnet'],
    ['testnet', 'testnet'],
    ['local', 'regtest'],
  ])('the %s profile starts a %s signer', async (profile, expected) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-signer-network-'));
    dirs.push(dataDir);
    const started: { vaultDir: string; network: NetworkKind }[] = [];
    const app = await createApp({
      dataDir,
      host: 'web',
      network: profile,
      version: 'test',
      signerFactory: (vaultDir, network) => {
        started.push({ vaultDir, network });
        return readySigner;
      },
    });
    await app.close();
    expect(started).toEqual([{ vaultDir: path.join(dataDir, 'vault'), network: expected }]);
  });
});
