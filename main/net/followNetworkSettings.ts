import type { Settings } from '../../shared/contract/settings';
import { setCustomNodes } from '../config/customNodes';
import type { EventBus } from '../ipc/events';
import { setOutboundProxy, setOutboundProxyLogin } from './outbound';
import type { ProxyLoginStore } from './proxyLogin';

/**
 * Keeps main's outbound route (the proxy and its login) and the families' custom nodes on the
 * user's settings: applied now, before main's first request, and again on every settings
 * change and at unlock (the login lives in the encrypted cache). The settings schema has
 * already refused values main cannot use, so this never throws on a saved one. A login read
 * once stays in memory after a lock, so a locked wallet's update check still gets through.
 */
export function followNetworkSettings(
  settings: { get(): Settings },
  events: EventBus,
  logins?: ProxyLoginStore,
): void {
  const apply = () => {
    const s = settings.get();
    if (!s.proxyLogin) setOutboundProxyLogin(null);
    else {
      const saved = logins?.load();
      if (saved) setOutboundProxyLogin(saved);
    }
    setOutboundProxy(s.proxy);
    setCustomNodes(s.nodes);
  };
  apply();
  events.subscribe((name) => {
    if (name === 'settings.changed' || name === 'lock.changed') apply();
  });
}
