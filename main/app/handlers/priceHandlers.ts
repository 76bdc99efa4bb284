import type { priceCalls } from '../../../shared/contract/prices';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Fiat prices in the user's currency. */
export function priceHandlers(c: HandlerContext): AreaHandlers<typeof priceCalls> {
  const unlocked = unlockedIn(c);
  return {
    'prices.get': ({ symbols }) =>
      unlocked(async () => {
        const currency = c.settings.get().localCurrency;
        const [got, changes] = await Promise.all([
          c.prices.get(symbols, currency),
          c.priceChanges?.get(symbols, currency),
        ]);
        return {
          currency,
          prices: symbols.map((symbol) => {
            const change24h = changes?.get(symbol);
            return { symbol, price: got.get(symbol) ?? null, ...(change24h ? { change24h } : {}) };
          }),
        };
      }),
  };
}
