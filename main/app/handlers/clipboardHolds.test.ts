// The clipboard read-back through the contract (issue 34): main answers whether the clipboard
// still holds what the app copied, and nothing of what it holds; without a clipboard (the
// browser host) it says so and the page reads it back itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceSignerFactory } from '../../../test/signerProcess';
import { createApp, type App } from '../createApp';

const apps: { app: App; dir: string }[] = [];
async function start(clipboardText?: () => string): Promise<App> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clip-'));
  const app = await createApp({
    dataDir: dir,
    host: clipboardText ? 'electron' : 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    ...(clipboardText ? { clipboardText } : {}),
  });
  apps.push({ app, dir });
  return app;
}
afterAll(async () => {
  for (const { app, dir } of apps) {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('clipboard.holds', () => {
  it("compares with main's clipboard and hands back only the answer", async () => {
    let clipboard = 'ltc1qcopied';
    const app = await start(() => clipboard);
    expect(await app.dispatch('clipboard.holds', { text: 'ltc1qcopied' })).toEqual({
      ok: true,
      value: { supported: true, holds: true },
    });
    clipboard = 'ltc1qattacker';
    expect(await app.dispatch('clipboard.holds', { text: 'ltc1qcopied' })).toEqual({
      ok: true,
      value: { supported: true, holds: false },
    });
  });

  it('says it cannot where main has no clipboard, and refuses empty or oversized text', async () => {
    const app = await start();
    expect(await app.dispatch('clipboard.holds', { text: 'ltc1qcopied' })).toEqual({
      ok: true,
      value: { supported: false, holds: false },
    });
    expect((await app.dispatch('clipboard.holds', { text: '' })).ok).toBe(false);
    expect((await app.dispatch('clipboard.holds', { text: 'x'.repeat(513) })).ok).toBe(false);
  });
});
