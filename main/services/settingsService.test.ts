import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/contract/settings';
import { EventBus } from '../ipc/events';
import { SettingsService } from './settingsService';

const dirs: string[] = [];
function withFile(content: unknown): SettingsService {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'settings-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'settings.json'), JSON.stringify(content));
  return new SettingsService(dir, new EventBus());
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('SettingsService loading a file from an older version', () => {
  it('keeps the stored keys when a key provider was added since (no coinmarketcap field)', () => {
    const s = withFile({
      localCurrency: 'EUR',
      apiKeys: { etherscan: 'K1,K2', oklink: '', blockcypher: 'T', blockchair: '', blockdaemon: '' },
      notifications: { sent: false },
    });
    expect(s.get().localCurrency).toBe('EUR');
    expect(s.get().apiKeys).toEqual({ ...DEFAULT_SETTINGS.apiKeys, etherscan: 'K1,K2', blockcypher: 'T' });
    expect(s.get().notifications).toEqual({ received: true, sent: false });
  });

  it('falls back field by field when one group is damaged', () => {
    const s = withFile({ localCurrency: 'XXX', apiKeys: { etherscan: '<script>' }, theme: 'dark' });
    expect(s.get()).toMatchObject({ localCurrency: 'USD', theme: 'dark', apiKeys: DEFAULT_SETTINGS.apiKeys });
  });
});
