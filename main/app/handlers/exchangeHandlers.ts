import type { exchangeCalls } from '../../../shared/contract/exchange';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Exchange: what can be swapped, the providers' quotes, paying a deposit, following the swap. */
export function exchangeHandlers(c: HandlerContext): AreaHandlers<typeof exchangeCalls> {
  const unlocked = unlockedIn(c);
  const x = c.exchange;
  return {
    'exchange.assets': () => unlocked(() => x.assets()),
    'exchange.quote': (input) => unlocked(() => x.quote(input)),
    'exchange.swap': (input) => unlocked(() => x.swap(input)),
    'exchange.status': (input) => unlocked(() => x.status(input)),
  };
}
