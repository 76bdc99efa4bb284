// The signer's network comes from its own start configuration, once: without one, or with one it
// does not know, the process stops instead of guessing (a guess would be mainnet).
import { fork } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signerStartConfig } from './startConfig';

const ENTRY = path.resolve(__dirname, 'main.ts');

describe('signerStartConfig', () => {
  it('reads the vault folder and the network', () => {
    expect(signerStartConfig({ WALLET_VAULT_DIR: '/v', WALLET_SIGNER_NETWORK: 'regtest' })).toEqual({
      vaultDir: '/v',
      network: 'regtest',
    });
  });

  it.each([
    [{ WALLET_VAULT_DIR: '/v' }, 'WALLET_SIGNER_NETWORK is not set'],
    [{ WALLET_VAULT_DIR: '/v', WALLET_SIGNER_NETWORK: '' }, 'WALLET_SIGNER_NETWORK is not set'],
    // main's profile name, not a network the signer signs on
    [
      { WALLET_VAULT_DIR: '/v', WALLET_SIGNER_NETWORK: 'local' },
      'WALLET_SIGNER_NETWORK must be one of mainnet, testnet, regtest, not "local"',
    ],
    [
      { WALLET_VAULT_DIR: '/v', WALLET_SIGNER_NETWORK: 'Mainnet' },
      'WALLET_SIGNER_NETWORK must be one of mainnet, testnet, regtest, not "Mainnet"',
    ],
    [{ WALLET_SIGNER_NETWORK: 'mainnet' }, 'WALLET_VAULT_DIR is not set'],
  ])('refuses %j', (env, message) => {
    expect(() => signerStartConfig(env)).toThrow(new Error(message));
  });
});

/** Starts the real signer entry with `env` only; resolves with how it ended and what it said. */
function startSignerProcess(env: Record<string, string>) {
  const child = fork(ENTRY, [], {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const messages: unknown[] = [];
  child.on('message', (m) => {
    messages.push(m);
    child.kill();
  });
  return new Promise<{ code: number | null; stderr: string; messages: unknown[] }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr, messages })),
  );
}

describe('the signer process', () => {
  it('stops at start without a network, or with an unknown one, before it is ready', async () => {
    const [missing, unknown, named] = await Promise.all([
      startSignerProcess({ WALLET_VAULT_DIR: '/nonexistent' }),
      startSignerProcess({ WALLET_VAULT_DIR: '/nonexistent', WALLET_SIGNER_NETWORK: 'devnet' }),
      startSignerProcess({ WALLET_VAULT_DIR: '/nonexistent', WALLET_SIGNER_NETWORK: 'testnet' }),
    ]);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('WALLET_SIGNER_NETWORK is not set');
    expect(missing.messages).toEqual([]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('WALLET_SIGNER_NETWORK must be one of mainnet, testnet, regtest');
    expect(unknown.messages).toEqual([]);
    // the same start with a network it knows gets as far as listening
    expect(named.messages).toEqual([{ type: 'ready', pid: expect.any(Number) }]);
  });
});
