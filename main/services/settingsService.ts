import path from 'node:path';
import {
  applySettingsPatch,
  DEFAULT_SETTINGS,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../shared/contract/settings';
import type { EventBus } from '../ipc/events';
import { readFileIfExists, writeFileAtomic } from '../store/atomicFile';

/**
 * Preferences that hold no wallet data (currency, lock time, theme, notification toggles).
 * They are needed before unlock (auto-lock, theme), so they live in their own small file
 * beside the encrypted cache. A damaged file falls back to the defaults, field by field.
 */
export class SettingsService {
  private current: Settings;
  private readonly file: string;

  constructor(
    dataDir: string,
    private readonly events: EventBus,
  ) {
    this.file = path.join(dataDir, 'settings.json');
    this.current = this.load();
  }

  private load(): Settings {
    const raw = readFileIfExists(this.file);
    if (raw === null) return structuredClone(DEFAULT_SETTINGS);
    try {
      const stored = JSON.parse(raw) as Record<string, unknown>;
      // Nested groups gain fields over versions (a new key provider): fill them from the
      // defaults so an older file keeps the keys it has instead of failing the whole group.
      const nested = (k: 'notifications' | 'apiKeys') =>
        typeof stored[k] === 'object' && stored[k] !== null
          ? { [k]: { ...DEFAULT_SETTINGS[k], ...(stored[k] as object) } }
          : {};
      const merged = { ...DEFAULT_SETTINGS, ...stored, ...nested('notifications'), ...nested('apiKeys') };
      const parsed = SettingsSchema.safeParse(merged);
      if (parsed.success) return parsed.data;
      const partial: Record<string, unknown> = { ...DEFAULT_SETTINGS };
      for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
        const one = SettingsSchema.shape[key].safeParse(merged[key]);
        if (one.success) partial[key] = one.data;
      }
      return SettingsSchema.parse(partial);
    } catch {
      return structuredClone(DEFAULT_SETTINGS);
    }
  }

  get(): Settings {
    return structuredClone(this.current);
  }

  update(patch: SettingsPatch): Settings {
    const next = applySettingsPatch(this.current, patch);
    writeFileAtomic(this.file, JSON.stringify(next, null, 2));
    this.current = next;
    this.events.emit('settings.changed', {});
    return this.get();
  }
}
