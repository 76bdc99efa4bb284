// Spec §8's toasts for failed reads reach the renderer through the contract: a failed catalogue
// sync is the event behind 'Sync Failed / Something went wrong', a failed read of the pending
// transactions is coin.overview's pendingError behind the error toast titled 'Error'.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventName } from '../../shared/contract';
import { createApp, type App } from '../app/createApp';
import { sourceSignerFactory } from '../../test/signerProcess';
import { dispatcher } from '../../test/dispatch';
import { fakeEvmFamily } from '../../test/fakeEvmFamily';
import type * as PendingRepoModule from '../cache/pendingRepo';

/** The cache's pending table, made to fail on demand. */
const broken = vi.hoisted(() => ({ pendingReads: false }));
vi.mock('../cache/pendingRepo', async (importOriginal) => {
  const real = await importOriginal<typeof PendingRepoModule>();
  return {
    ...real,
    pendingRepo: (...args: Parameters<typeof real.pendingRepo>) => {
      const repo = real.pendingRepo(...args);
      return {
        ...repo,
        list: (key: string) => {
          if (broken.pendingReads) throw new Error('database disk image is malformed');
          return repo.list(key);
        },
      };
    },
  };
});

const PASSWORD = 'long enough password';
const backend = { failing: true };
let server: http.Server;
let app: App;
let dataDir: string;
const seen: EventName[] = [];
const { call } = dispatcher(() => app.dispatch);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/api/coins' && !backend.failing)
      return res.end(JSON.stringify({ data: { data: [], total: 0 } }));
    res.statusCode = 500;
    res.end('{"error":"down"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'spec-toasts-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    families: { evm: fakeEvmFamily({ statuses: [], broadcasts: [], balance: 10n ** 18n }) },
    product: { backendUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` },
  });
  app.events.subscribe((name) => seen.push(name));
}, 120_000);
afterAll(async () => {
  await app?.close();
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const syncFailures = () => seen.filter((n) => n === 'catalogue.syncFailed').length;

describe("spec §8's toasts for failed reads", () => {
  it('a catalogue sync that fails at unlock is told to the renderer; one that works is not', async () => {
    await call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
      password: PASSWORD,
    });
    await expect.poll(syncFailures, { timeout: 10_000 }).toBe(1);

    backend.failing = false;
    await call('session.lock', {});
    await call('session.unlock', { password: PASSWORD });
    // the sync ran and answered: give it the time the failing one needed, then no new event
    await new Promise((r) => setTimeout(r, 1_000));
    expect(syncFailures()).toBe(1);
  });

  it('a failed read of the pending transactions comes back as pendingError, the page still shows', async () => {
    const ok = await call('coin.overview', { coinId: 'ethereum:native' });
    expect(ok.pendingError).toBeUndefined();
    broken.pendingReads = true;
    try {
      const o = await call('coin.overview', { coinId: 'ethereum:native' });
      expect(o.pendingError).toBe(
        'Could not read the pending transactions: database disk image is malformed',
      );
      expect(o.pending).toEqual([]);
      expect(o.balance).toBe('1');
      expect(o.canSend).toBe(true);
    } finally {
      broken.pendingReads = false;
    }
  });
});
