import path from 'node:path';
import {
  applySettingsPatch,
  DEFAULT_SETTINGS,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../shared/contract/settings';
import type { EventPayload } from '../../shared/contract';
import type { EventBus } from '../ipc/events';
import { readFileIfExists, writeFileAtomic } from '../store/atomicFile';

/** What `get` shows for the API keys while locked: the contract's "no key", so no screen breaks. */
const HIDDEN_API_KEYS: Settings['apiKeys'] = structuredClone(DEFAULT_SETTINGS.apiKeys);

/**
 * Preferences that hold no wallet data (currency, lock time, theme, notification toggles).
 * They are needed before unlock (auto-lock, theme), so they live in their own small file
 * beside the encrypted cache. A damaged file falls back to the defaults, field by field.
 * The user's API keys sit in the same file but are shown only while the session is open.
 */
export class SettingsService {
  private current: Settings;
  private readonly file: string;
  // Main starts locked, and the session announces every change on the bus; following it
  // here keeps the service free of a dependency on the session, built after it.
  private unlocked = false;

  constructor(
    dataDir: string,
    private readonly events: EventBus,
  ) {
    this.file = path.join(dataDir, 'settings.json');
    this.current = this.load();
    events.subscribe((name, payload) => {
      if (name === 'lock.changed') this.unlocked = !(payload as EventPayload<'lock.changed'>).locked;
    });
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

  /**
   * The settings as anyone may see them now. While locked the API keys read as empty: the
   * renderer asks for settings before unlock (theme), and a key is the user's account at a
   * paid provider, which a locked wallet should not hand to whoever sits at the screen.
   * Main's own readers (the families' providers) see the same: its keyed requests all run
   * unlocked, since the dispatch guards them and polling stops at lock.
   */
  get(): Settings {
    const copy = structuredClone(this.current);
    return this.unlocked ? copy : { ...copy, apiKeys: structuredClone(HIDDEN_API_KEYS) };
  }

  update(patch: SettingsPatch): Settings {
    return this.save(applySettingsPatch(this.current, patch));
  }

  /**
   * The proxy (scheme, host and port only) and whether a login for it is kept in the encrypted
   * cache: 'settings.update' splits the login off the URL the user typed before this.
   */
  setProxy(proxy: string, proxyLogin: boolean): Settings {
    return this.save(SettingsSchema.parse({ ...this.current, proxy, proxyLogin }));
  }

  /** Sets or (null) removes one chain's node: the caller has asked the node first ('nodes.set'). */
  setNode(chain: string, node: Settings['nodes'][string] | null): Settings {
    const nodes = Object.fromEntries(Object.entries(this.current.nodes).filter(([c]) => c !== chain));
    if (node) nodes[chain] = node;
    return this.save(SettingsSchema.parse({ ...this.current, nodes }));
  }

  private save(next: Settings): Settings {
    writeFileAtomic(this.file, JSON.stringify(next, null, 2));
    this.current = next;
    this.events.emit('settings.changed', {});
    return this.get();
  }
}
