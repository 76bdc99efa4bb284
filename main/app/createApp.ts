import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { explorerUrl } from '../../shared/chains/explorer';
import { AppError } from '../../shared/errors';
import { createDispatcher, type Dispatch } from '../ipc/dispatch';
import { EventBus } from '../ipc/events';
import { SettingsService } from '../services/settingsService';
import { SignerClient } from '../signer/client';
import type { SignerTransportFactory } from '../signer/transport';

export interface AppDeps {
  /** user data folder: settings, cache; the vault lives in `<dataDir>/vault` */
  dataDir: string;
  host: 'electron' | 'web';
  network: 'mainnet' | 'testnet' | 'local';
  version: string;
  signerFactory: (vaultDir: string) => SignerTransportFactory;
  /** opens an explorer URL in the OS browser; absent in the browser host (the page opens it) */
  openExternal?: (url: string) => Promise<void>;
}

export interface App {
  dispatch: Dispatch;
  events: EventBus;
  signer: SignerClient;
  settings: SettingsService;
  /** drops every decrypted secret in the signer and closes the cache */
  lock(): Promise<void>;
  close(): Promise<void>;
}

export const PRODUCT_NAME = 'Vault Wallet';

/** Builds every service once; both transports (Electron IPC, browser-host socket) call `dispatch`. */
export async function createApp(deps: AppDeps): Promise<App> {
  mkdirSync(deps.dataDir, { recursive: true, mode: 0o700 });
  const vaultDir = path.join(deps.dataDir, 'vault');
  mkdirSync(vaultDir, { recursive: true, mode: 0o700 });

  const events = new EventBus();
  const signer = new SignerClient(deps.signerFactory(vaultDir), {
    onState: (state, reason) => {
      events.emit('signer.state', reason ? { state, reason } : { state });
      if (state === 'crashed') events.emit('lock.changed', { locked: true });
    },
  });
  const settings = new SettingsService(deps.dataDir, events);
  await signer.start();

  const lock = async () => {
    events.emit('lock.changed', { locked: true });
  };

  const dispatch = createDispatcher({
    'app.info': () => ({
      productName: PRODUCT_NAME,
      version: deps.version,
      host: deps.host,
      network: deps.network,
    }),
    'signer.status': async () => {
      if (signer.state !== 'ready')
        return { state: signer.state, restarts: signer.restarts, locked: true, hasVault: false };
      const s = await signer.call('status', {});
      return { state: signer.state, restarts: signer.restarts, locked: s.locked, hasVault: s.hasVault };
    },
    'diag.ping': async ({ nonce }) => {
      const r = await signer.call('ping', { nonce });
      return { nonce: r.nonce, signerUptimeMs: r.uptimeMs };
    },
    'explorer.open': async ({ chain, kind, value }) => {
      let url: string;
      try {
        url = explorerUrl(chain, kind, value);
      } catch {
        throw new AppError('BAD_INPUT', 'Not a valid transaction hash or address');
      }
      if (!deps.openExternal) return { url, opened: false };
      await deps.openExternal(url);
      return { url, opened: true };
    },
    'session.lock': async () => {
      await lock();
      return { locked: true as const };
    },
    'settings.get': () => settings.get(),
    'settings.update': (patch) => settings.update(patch),
  });

  return {
    dispatch,
    events,
    signer,
    settings,
    lock,
    close: () => signer.stop(),
  };
}
