import type { Settings } from '../../shared/contract/settings';
import type { EventBus } from '../ipc/events';
import { setOutboundProxy } from './outbound';

/**
 * Keeps main's outbound route on the user's proxy setting: applied now, before main's first
 * request, and again on every settings change. The settings schema has already refused a URL
 * main cannot use, so this never throws on a saved value.
 */
export function followProxySetting(settings: { get(): Settings }, events: EventBus): void {
  setOutboundProxy(settings.get().proxy);
  events.subscribe((name) => {
    if (name === 'settings.changed') setOutboundProxy(settings.get().proxy);
  });
}
