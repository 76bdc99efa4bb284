/**
 * The proxy's login (Settings → Privacy, socks5h://user:pass@… or http://user:pass@…), kept
 * only in the encrypted cache: the settings file says just that one is saved. Read at unlock
 * and handed to the outbound route (outbound.ts); until then a proxy that wants a login
 * refuses main's connections, and nothing goes direct.
 */
import { z } from 'zod';
import type { ProxyLogin } from '../../shared/net/proxyUrl';
import type { AppStateRepo } from '../cache';

const KEY = 'proxyLogin';
const StoredSchema = z.strictObject({ user: z.string().min(1).max(255), pass: z.string().max(255) });

export class ProxyLoginStore {
  /** `cache`: the open encrypted cache's app state, or null while locked */
  constructor(private readonly cache: () => AppStateRepo | null) {}

  /** The saved login, or null (none, or locked). */
  load(): ProxyLogin | null {
    const parsed = StoredSchema.safeParse(this.cache()?.get(KEY));
    return parsed.success ? parsed.data : null;
  }

  /** Saves (or with null removes) the login; false when locked, so nothing could be kept. */
  save(login: ProxyLogin | null): boolean {
    const s = this.cache();
    if (!s) return false;
    if (login) s.set(KEY, StoredSchema.parse(login));
    else s.remove(KEY);
    return true;
  }
}
