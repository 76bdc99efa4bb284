// Records every message between main and the signer, for tests that audit that traffic
// (the leak test). Wraps any transport; the app under test cannot tell the difference.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../main/app/createApp';
import { forkTransportFactory } from '../main/signer/forkTransport';
import type { SignerTransportFactory } from '../main/signer/transport';

export interface RecordedSignerMessage {
  direction: 'toSigner' | 'fromSigner';
  /** the message as JSON text at the moment it passed, so later mutation cannot hide it */
  text: string;
}

export function recordingTransportFactory(
  inner: SignerTransportFactory,
  log: RecordedSignerMessage[],
): SignerTransportFactory {
  return () => {
    const t = inner();
    return {
      send: (msg) => {
        log.push({ direction: 'toSigner', text: JSON.stringify(msg) });
        t.send(msg);
      },
      onMessage: (cb) =>
        t.onMessage((msg) => {
          log.push({ direction: 'fromSigner', text: JSON.stringify(msg) });
          cb(msg);
        }),
      onExit: (cb) => t.onExit(cb),
      kill: () => t.kill(),
    };
  };
}

export interface RecordedApp {
  app: App;
  log: RecordedSignerMessage[];
  dispose(): Promise<void>;
}

/** The real app in a temp folder, its signer (`signerEntry`, e.g. the built one) behind a recorder. */
export async function startRecordedApp(opts: {
  signerEntry: string;
  execArgv?: string[];
}): Promise<RecordedApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-recorded-'));
  const log: RecordedSignerMessage[] = [];
  const app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: (vaultDir, network) =>
      recordingTransportFactory(
        forkTransportFactory({ entry: opts.signerEntry, vaultDir, network, execArgv: opts.execArgv ?? [] }),
        log,
      ),
  });
  return {
    app,
    log,
    dispose: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
