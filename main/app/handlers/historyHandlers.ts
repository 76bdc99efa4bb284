import type { historyCalls } from '../../../shared/contract/history';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** The Transactions screen: history across every coin and wallet. */
export function historyHandlers(c: HandlerContext): AreaHandlers<typeof historyCalls> {
  const unlocked = unlockedIn(c);
  return {
    'history.all': (filter) => unlocked(() => c.transfers.history.all(filter)),
  };
}
