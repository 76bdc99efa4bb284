import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/contract/settings';
import { EventBus } from '../ipc/events';
import { SettingsService } from './settingsService';

const dirs: string[] = [];
function withFile(content: unknown, unlocked = true): { s: SettingsService; events: EventBus; file: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'settings-'));
  dirs.push(dir);
  const file = path.join(dir, 'settings.json');
  writeFileSync(file, JSON.stringify(content));
  const events = new EventBus();
  const s = new SettingsService(dir, events);
  if (unlocked) events.emit('lock.changed', { locked: false });
  return { s, events, file };
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('SettingsService loading a file from an older version', () => {
  it('keeps the stored keys when a key provider was added since (no coinmarketcap field)', () => {
    const { s } = withFile({
      localCurrency: 'EUR',
      apiKeys: { etherscan: 'K1,K2', oklink: '', blockcypher: 'T', blockchair: '', blockdaemon: '' },
      notifications: { sent: false },
    });
    expect(s.get().localCurrency).toBe('EUR');
    expect(s.get().apiKeys).toEqual({ ...DEFAULT_SETTINGS.apiKeys, etherscan: 'K1,K2', blockcypher: 'T' });
    expect(s.get().notifications).toEqual({ received: true, sent: false });
  });

  it('falls back field by field when one group is damaged', () => {
    const { s } = withFile({ localCurrency: 'XXX', apiKeys: { etherscan: '<script>' }, theme: 'dark' });
    expect(s.get()).toMatchObject({ localCurrency: 'USD', theme: 'dark', apiKeys: DEFAULT_SETTINGS.apiKeys });
  });
});

describe('SettingsService and the lock', () => {
  const KEYS = { ...DEFAULT_SETTINGS.apiKeys, etherscan: 'ETHERSCAN-KEY-1', coinmarketcap: 'CMC-KEY-2' };
  const keyMaterial = (value: unknown) => /ETHERSCAN-KEY-1|CMC-KEY-2/.test(JSON.stringify(value));

  it('shows no key material until the session opens, then the keys, and hides them again at lock', () => {
    const { s, events } = withFile({ theme: 'dark', apiKeys: KEYS }, false);
    expect(s.get()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(keyMaterial(s.get())).toBe(false);

    events.emit('lock.changed', { locked: false });
    expect(s.get().apiKeys).toEqual(KEYS);

    events.emit('lock.changed', { locked: true });
    expect(keyMaterial(s.get())).toBe(false);
    expect(s.get().theme).toBe('dark');
  });

  it('answers a locked update without the keys, and keeps them in the file', () => {
    const { s, events, file } = withFile({ apiKeys: KEYS }, false);
    const answer = s.update({ theme: 'light' });
    expect(answer.theme).toBe('light');
    expect(keyMaterial(answer)).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8')).apiKeys).toEqual(KEYS);

    events.emit('lock.changed', { locked: false });
    expect(s.get().apiKeys).toEqual(KEYS);
  });
});
