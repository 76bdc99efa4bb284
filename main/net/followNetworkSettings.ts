import type { Settings } from '../../shared/contract/settings';
import { setCustomNodes } from '../config/customNodes';
import type { EventBus } from '../ipc/events';
import { setOutboundProxy } from './outbound';

/**
 * Keeps main's outbound route (the proxy) and the families' custom nodes on the user's
 * settings: applied now, before main's first request, and again on every settings change. The
 * settings schema has already refused values main cannot use, so this never throws on a saved one.
 */
export function followNetworkSettings(settings: { get(): Settings }, events: EventBus): void {
  const apply = () => {
    const s = settings.get();
    setOutboundProxy(s.proxy);
    setCustomNodes(s.nodes);
  };
  apply();
  events.subscribe((name) => {
    if (name === 'settings.changed') apply();
  });
}
