// Builds the real app (services + real signer process from source) in a temp folder for tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App, type AppDeps } from '../main/app/createApp';
import { sourceSignerFactory } from './signerProcess';

export interface TestApp {
  app: App;
  dataDir: string;
  dispose(): Promise<void>;
}

export interface TestAppOptions {
  dataDir?: string;
  /** chain families to read and send with (none by default) */
  families?: AppDeps['families'];
  /** shorter confirmation polling for tests */
  confirm?: AppDeps['confirm'];
  /** 'local' (regtest addresses) by default; 'mainnet' to compare with published vectors */
  network?: AppDeps['network'];
  /** market-data provider, e.g. a local CoinMarketCap-format server (none by default) */
  prices?: AppDeps['prices'];
  notify?: AppDeps['notify'];
  windowHidden?: AppDeps['windowHidden'];
  /** exchange providers' endpoints, e.g. the THORNode stand-in (none by default) */
  exchange?: AppDeps['exchange'];
  /** NFT media gateways, e.g. test/nfts/imageServer.ts (none by default) */
  nftMedia?: AppDeps['nftMedia'];
  /** the product backend, e.g. test/exchange/exchangeBackend.ts (none by default) */
  product?: AppDeps['product'];
}

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'wallet-app-'));
  const app = await createApp({
    dataDir,
    host: 'web',
    network: opts.network ?? 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    ...(opts.families ? { families: opts.families } : {}),
    ...(opts.confirm ? { confirm: opts.confirm } : {}),
    ...(opts.notify ? { notify: opts.notify } : {}),
    ...(opts.windowHidden ? { windowHidden: opts.windowHidden } : {}),
    ...(opts.prices ? { prices: opts.prices } : {}),
    ...(opts.exchange ? { exchange: opts.exchange } : {}),
    ...(opts.nftMedia ? { nftMedia: opts.nftMedia } : {}),
    ...(opts.product ? { product: opts.product } : {}),
  });
  return {
    app,
    dataDir,
    dispose: async () => {
      await app.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
