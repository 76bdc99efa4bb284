import type { settingsCalls } from '../../../shared/contract/settingsCalls';
import type { AreaHandlers, HandlerContext } from './context';

export function settingsHandlers(c: HandlerContext): AreaHandlers<typeof settingsCalls> {
  return {
    'settings.get': () => c.settings.get(),
    'settings.update': (patch) => c.settings.update(patch),
  };
}
