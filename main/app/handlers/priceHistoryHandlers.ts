import type { priceHistoryCalls } from '../../../shared/contract/priceHistory';
import { AppError } from '../../../shared/errors';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Price history for the charts, in the user's currency. */
export function priceHistoryHandlers(c: HandlerContext): AreaHandlers<typeof priceHistoryCalls> {
  const unlocked = unlockedIn(c);
  return {
    'prices.history': ({ symbols, range }) =>
      unlocked(async () => {
        const history = c.priceHistory;
        if (!history) throw new AppError('NOT_FOUND', 'No price history source is configured');
        const currency = c.settings.get().localCurrency;
        return { currency, range, series: await history.series(symbols, currency, range) };
      }),
  };
}
