// first: installs the proxied WebSocket before the relay's connection module picks its class
import '../net/proxiedWebSocket';
import path from 'node:path';
import { WalletKit, type IWalletKit } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import type { WalletConnectConfig } from './config';
import { FileStorage } from './fileStorage';

/** WalletConnect's storage prefix: its keys on disk are named with it, so it never changes. */
const STORAGE_PREFIX = 'vault-wallet';

export const WALLET_METADATA = {
  name: 'Vault Wallet',
  description: 'Self-custody multi-chain desktop wallet',
  url: 'https://vault-wallet.invalid',
  icons: [],
};

/**
 * WalletKit over a Core whose storage is a file of main's own (`<dir>/store.json`), so sessions
 * and pairings survive a restart. Core keeps one instance per storage prefix in a global;
 * that sharing is undone here so a second instance (a test's restart) is really new.
 * Without Verify (a local relay), the Verify API and WalletKit's telemetry INIT are switched
 * off on the instance: each would call walletconnect.org and, offline, delay every proposal.
 */
export async function openWalletKit(dir: string, config: WalletConnectConfig): Promise<IWalletKit> {
  const core = new Core({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    customStoragePrefix: STORAGE_PREFIX,
    storage: new FileStorage(path.join(dir, 'store.json')),
    telemetryEnabled: false,
  });
  const g = globalThis as Record<string, unknown>;
  Reflect.deleteProperty(g, `_walletConnectCore_${STORAGE_PREFIX}`);
  Reflect.deleteProperty(g, `_walletConnectCore_${STORAGE_PREFIX}_count`);
  if (!config.verify) {
    core.verify.register = async () => '';
    core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve;
  }
  core.eventClient.init = async () => undefined;
  return WalletKit.init({ core, metadata: WALLET_METADATA });
}

/** Closes the relay socket and stops the SDK's timers. */
export async function closeWalletKit(kit: IWalletKit): Promise<void> {
  kit.core.heartbeat.stop();
  await kit.core.relayer.transportClose().catch(() => undefined);
}
