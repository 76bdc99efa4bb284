// Builds the real app (services + real signer process from source) in a temp folder for tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../main/app/createApp';
import { forkTransportFactory } from '../main/signer/forkTransport';
import { SIGNER_SOURCE_ENTRY } from './signerProcess';

export interface TestApp {
  app: App;
  dataDir: string;
  dispose(): Promise<void>;
}

export async function startTestApp(opts: { dataDir?: string } = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'wallet-app-'));
  const app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: (vaultDir) =>
      forkTransportFactory({ entry: SIGNER_SOURCE_ENTRY, vaultDir, execArgv: ['--import', 'tsx'] }),
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
