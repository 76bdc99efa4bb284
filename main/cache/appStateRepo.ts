import { badInput } from './cacheErrors';
import type { Connection } from './connection';

/** Known app-state keys, so services do not spell them twice. */
export const APP_STATE_KEYS = {
  /** spec "Wallets state": index of the current wallet in the ordered list, starting at 0 */
  currentWalletIndex: 'currentWalletIndex',
} as const;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };

/**
 * Small key/value state that is not a table of its own. Values are JSON; the service that
 * owns a key validates what it reads back (with its zod schema), since an older app version
 * may have written it.
 */
export interface AppStateRepo {
  get(key: string): unknown;
  set(key: string, value: JsonValue): void;
  remove(key: string): void;
  /** the current wallet index; 0 when never set */
  getCurrentWalletIndex(): number;
  setCurrentWalletIndex(index: number): void;
}

export function appStateRepo(conn: Connection): AppStateRepo {
  const get = (key: string): unknown => {
    const v = conn.stmt<string>('SELECT value FROM app_state WHERE key = ?').pluck().get(key);
    return v === undefined ? undefined : (JSON.parse(v) as unknown);
  };
  const set = (key: string, value: JsonValue): void => {
    conn
      .stmt(
        'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, JSON.stringify(value));
  };
  return {
    get,
    set,
    remove: (key) => {
      conn.stmt('DELETE FROM app_state WHERE key = ?').run(key);
    },
    getCurrentWalletIndex: () => {
      const v = get(APP_STATE_KEYS.currentWalletIndex);
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0;
    },
    setCurrentWalletIndex: (index) => {
      if (!Number.isInteger(index) || index < 0)
        throw badInput('The wallet index must be a non-negative integer');
      set(APP_STATE_KEYS.currentWalletIndex, index);
    },
  };
}
