import type { permissionCalls } from '../../../shared/contract/permissions';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Permissions: what lets others move the wallet's assets, and revoking it (issue 33). */
export function permissionHandlers(c: HandlerContext): AreaHandlers<typeof permissionCalls> {
  const unlocked = unlockedIn(c);
  const p = c.permissions;
  return {
    'permissions.list': () => unlocked(() => p.list()),
    'permissions.quote': (input) => unlocked(() => p.quote(input)),
    'permissions.revoke': (input) => unlocked(() => p.revoke(input)),
  };
}
