import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const config = parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Record<
  string,
  unknown
>;

type Targets = { target: (string | { target: string })[] };
const targetNames = (platform: unknown) =>
  (platform as Targets).target.map((t) => (typeof t === 'string' ? t : t.target));

describe('electron-builder.yml', () => {
  it('sets every fuse that closes a way into the packaged app', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs only the bundles, in an asar', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['dist/**', 'package.json']);
    expect(config.productName).toBe('Vault Wallet');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });

  it('builds nsis, dmg with hardened runtime, AppImage and deb', () => {
    expect(targetNames(config.win)).toEqual(['nsis']);
    expect(targetNames(config.mac)).toEqual(['dmg']);
    expect((config.mac as { hardenedRuntime: boolean }).hardenedRuntime).toBe(true);
    expect(targetNames(config.linux).sort()).toEqual(['AppImage', 'deb']);
  });

  it('passes electron-builder’s own schema', async () => {
    // The installed electron-builder validates with this before every build; a typo in a
    // fuse name would otherwise only surface on a packaging machine.
    const require = createRequire(path.join(root, 'package.json'));
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(c: unknown, log: unknown): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(
      validateConfiguration({ ...config, electronFuses: { runAsNod: false } }, new DebugLogger(false)),
    ).rejects.toThrow(/electronFuses/);
  });
});
