import type { productCalls } from '../../../shared/contract/product';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** News shown once and the update state; updates show on the lock screen too. */
export function productHandlers(c: HandlerContext): AreaHandlers<typeof productCalls> {
  const unlocked = unlockedIn(c);
  return {
    'news.next': () => unlocked(async () => ({ item: await c.news.next() })),
    'news.dismiss': ({ key }) =>
      unlocked(() => {
        c.news.dismiss(key);
        return {};
      }),
    'updates.state': () => c.updates.get(),
    'updates.check': () => c.updates.check(),
    'coins.groups': () => unlocked(() => c.catalogue.groups()),
    'coins.addGroup': ({ name }) => unlocked(async () => (await c.catalogue.addGroup(name), {})),
    'coins.newCoins': () =>
      unlocked(() => ({
        coins: c.catalogue.newCoins().map((e) => ({ id: e.id, symbol: e.symbol, name: e.name })),
      })),
  };
}
